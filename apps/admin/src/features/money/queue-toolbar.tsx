import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';

import { ApiError } from '../../lib/api';
import { downloadText } from '../../lib/download';
import { type QuickRange, RangeSelect } from '../../components/range-select';
import { texts } from '../../texts';

export interface QueueFilters<S extends string> {
  status: S | 'all';
  range: QuickRange;
  account: string;
}

/** Status, range and account filters of a review queue, with refresh and CSV export. */
export function QueueToolbar<S extends string>(props: {
  filters: QueueFilters<S>;
  statuses: Record<S, string>;
  onChange: (filters: QueueFilters<S>) => void;
  onRefresh: () => void;
  exportCsv: () => Promise<string>;
  fileName: string;
}) {
  const { message } = App.useApp();
  const [account, setAccount] = useState(props.filters.account);
  const [exporting, setExporting] = useState(false);
  const statusOptions = [
    { value: 'all', label: texts.common.all },
    ...Object.entries<string>(props.statuses).map(([value, label]) => ({ value, label })),
  ];

  async function exportCsv() {
    setExporting(true);
    try {
      downloadText(props.fileName, await props.exportCsv());
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : texts.common.loadFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Space wrap style={{ marginBottom: 16 }}>
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
      <Button icon={<ReloadOutlined />} onClick={props.onRefresh}>
        {texts.common.refresh}
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
        {texts.common.exportCsv}
      </Button>
    </Space>
  );
}

/** The list body the server takes: empty account means no account filter. */
export function listBody<S extends string>(filters: QueueFilters<S>, page: number, pageSize: number) {
  return {
    range: filters.range,
    ...(filters.account ? { account: filters.account } : {}),
    page,
    pageSize,
  };
}
