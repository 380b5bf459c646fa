import type { DateRange } from '@fairdraw/contract';
import { Select } from 'antd';

import { texts } from '../texts';

/** The named ranges of the contract's `dateRange` (the other form is explicit days). */
export type QuickRange = Extract<DateRange, string>;

/** The spec's quick ranges (today, 3 days, 7 days in the operator's time zone) plus all. */
export function RangeSelect(props: {
  value: QuickRange;
  onChange: (value: QuickRange) => void;
  label: string;
}) {
  return (
    <Select<QuickRange>
      aria-label={props.label}
      style={{ width: 140 }}
      value={props.value}
      onChange={props.onChange}
      options={[
        { value: 'all', label: texts.common.all },
        { value: 'today', label: texts.common.today },
        { value: '3d', label: texts.common.last3Days },
        { value: '7d', label: texts.common.last7Days },
      ]}
    />
  );
}
