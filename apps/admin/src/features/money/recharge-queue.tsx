import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';

import { PageTitle } from '../../components/page-title';
import { money, time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import {
  type Page,
  type RechargeRow,
  cancelRecharge,
  exportRecharges,
  passRecharge,
  paths,
} from './money-api';
import { type QueueFilters, QueueToolbar, listBody } from './queue-toolbar';

type Status = RechargeRow['status'];
const statusColor: Record<Status, string> = { reviewing: 'warning', passed: 'success', cancelled: 'default' };

/** Recharge review: pass credits the player through the wallet; cancel closes the order. */
export function RechargeQueue() {
  const [filters, setFilters] = useState<QueueFilters<Status>>({
    status: 'reviewing',
    range: 'all',
    account: '',
  });
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const body = { status: filters.status, ...listBody(filters, page.page, page.pageSize) };
  const list = useAdminQuery<Page<RechargeRow>>(paths.rechargeList, body);
  const refresh = { refresh: [paths.rechargeList, paths.dashboard] };
  const pass = useAction(passRecharge, { success: texts.common.done, ...refresh });
  const cancel = useAction(cancelRecharge, { success: texts.common.done, ...refresh });

  return (
    <>
      <PageTitle title={texts.money.rechargeTitle} />
      <QueueToolbar
        filters={filters}
        statuses={texts.money.rechargeStatuses}
        onChange={(next) => {
          setFilters(next);
          setPage({ ...page, page: 1 });
        }}
        onRefresh={() => void list.refetch()}
        exportCsv={() =>
          exportRecharges({
            status: filters.status,
            range: filters.range,
            ...(filters.account ? { account: filters.account } : {}),
          })
        }
        fileName="recharges.csv"
      />
      <Table<RechargeRow>
        rowKey="orderNo"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ page: current, pageSize }),
        }}
        columns={[
          { title: texts.money.orderNo, dataIndex: 'orderNo' },
          { title: texts.common.account, dataIndex: 'account' },
          {
            title: texts.common.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v),
          },
          { title: texts.money.channel, dataIndex: 'channel' },
          { title: texts.common.time, dataIndex: 'time', render: (v: string) => time(v) },
          {
            title: texts.common.status,
            dataIndex: 'status',
            render: (v: Status, row) => (
              <Tag variant="outlined" color={statusColor[v]} data-testid={`recharge-status-${row.orderNo}`}>
                {texts.money.rechargeStatuses[v]}
              </Tag>
            ),
          },
          { title: texts.money.closedBy, dataIndex: 'closedBy', render: (v: string | null) => v ?? '—' },
          {
            title: texts.common.actions,
            key: 'actions',
            render: (_: unknown, row) =>
              row.status === 'reviewing' && (
                <Space>
                  <Popconfirm
                    title={`${texts.money.pass} ${money(row.amount)} → ${row.account}?`}
                    okText={texts.common.confirm}
                    cancelText={texts.common.cancel}
                    onConfirm={() => pass.mutate(row.orderNo)}
                  >
                    <Button type="primary" size="small" aria-label={`${texts.money.pass} ${row.orderNo}`}>
                      {texts.money.pass}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={`${texts.money.cancelOrder} ${row.orderNo}?`}
                    okText={texts.common.confirm}
                    cancelText={texts.common.cancel}
                    onConfirm={() => cancel.mutate(row.orderNo)}
                  >
                    <Button danger size="small" aria-label={`${texts.money.cancelOrder} ${row.orderNo}`}>
                      {texts.money.cancelOrder}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
