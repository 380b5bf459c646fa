import { Input, Select } from 'antd';
import { useState } from 'react';

import { type QuickRange, RangeSelect } from '../../components/range-select';
import { texts } from '../../texts';

export interface QueueFilters<S extends string> {
  status: S | 'all';
  range: QuickRange;
  account: string;
}

/** Status, range and account filters of a review queue (refresh and export are the list page's). */
export function QueueFilterControls<S extends string>(props: {
  filters: QueueFilters<S>;
  statuses: Record<S, string>;
  onChange: (filters: QueueFilters<S>) => void;
}) {
  const [account, setAccount] = useState(props.filters.account);
  const statusOptions = [
    { value: 'all', label: texts.common.all },
    ...Object.entries<string>(props.statuses).map(([value, label]) => ({ value, label })),
  ];
  return (
    <>
      <Select
        aria-label={texts.common.status}
        style={{ width: 140 }}
        value={props.filters.status}
        options={statusOptions}
        onChange={(status: S | 'all') => props.onChange({ ...props.filters, status })}
      />
      <RangeSelect
        label={texts.common.time}
        value={props.filters.range}
        onChange={(range) => props.onChange({ ...props.filters, range })}
      />
      <Input.Search
        aria-label={texts.common.account}
        placeholder={texts.common.account}
        allowClear
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        onSearch={(value) => props.onChange({ ...props.filters, account: value.trim() })}
        enterButton={texts.common.search}
        style={{ width: 280 }}
      />
    </>
  );
}

/** The filters as the server takes them: an empty account means no account filter. */
export function queueFilterBody<S extends string>(filters: QueueFilters<S>) {
  return { range: filters.range, ...(filters.account ? { account: filters.account } : {}) };
}
