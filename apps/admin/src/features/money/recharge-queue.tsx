import { Button, Popconfirm, Space, Tag } from 'antd';

import type { AdminEndpointName } from '../../lib/api';
import { ListPage } from '../../components/list-page';
import { money, time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { texts } from '../../texts';
import { type RechargeRow, cancelRecharge, exportRecharges, passRecharge } from './money-api';
import { type QueueFilters, QueueFilterControls, queueFilterBody } from './queue-filters';

type Status = RechargeRow['status'];
const statusColor: Record<Status, string> = { reviewing: 'warning', passed: 'success', cancelled: 'default' };
const toBody = (filters: QueueFilters<Status>) => ({ status: filters.status, ...queueFilterBody(filters) });

/** Recharge review: pass credits the player through the wallet; cancel closes the order. */
export function RechargeQueue() {
  const refresh: { refresh: AdminEndpointName[] } = { refresh: ['adminRechargeList', 'adminDashboard'] };
  const pass = useAction(passRecharge, { success: texts.common.done, ...refresh });
  const cancel = useAction(cancelRecharge, { success: texts.common.done, ...refresh });

  return (
    <ListPage<'adminRechargeList', QueueFilters<Status>>
      title={texts.money.rechargeTitle}
      endpoint="adminRechargeList"
      initialFilters={{ status: 'reviewing', range: 'all', account: '' }}
      filters={(filters, onChange) => (
        <QueueFilterControls filters={filters} statuses={texts.money.rechargeStatuses} onChange={onChange} />
      )}
      toBody={toBody}
      exportCsv={{ fileName: 'recharges.csv', run: (filters) => exportRecharges(toBody(filters)) }}
      table={{
        rowKey: 'orderNo',
        columns: [
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
        ],
      }}
    />
  );
}
