import type { DateRange } from '@fairdraw/contract';
import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The contract's named ranges (a range can also be `{ start, end }`: the betting record's date filter). */
export type RangeChoice = Extract<DateRange, string>;
// Every named range once, in tab order: a range missing here or unknown to the contract does not typecheck.
const tabOrder = { all: 0, today: 1, '3d': 2, '7d': 3 } satisfies Record<RangeChoice, number>;
export const rangeChoices = Object.keys(tabOrder) as RangeChoice[];

/**
 * The record, report and agent filters: whole, today, 3 days, 7 days (in the operator's time zone,
 * server-side).
 */
export function RangeTabs({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (range: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <CapsuleTabs
      activeKey={value}
      onChange={(key) => onChange((rangeChoices as string[]).includes(key) ? (key as RangeChoice) : 'all')}
      className="app-range-tabs"
    >
      {rangeChoices.map((range) => (
        <CapsuleTabs.Tab key={range} title={t(`range.${range}`)} />
      ))}
    </CapsuleTabs>
  );
}
