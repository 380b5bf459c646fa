import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';

import type { AdminEndpointName } from '../../lib/api';
import { ListPage } from '../../components/list-page';
import { ReasonModal } from '../../components/reason-modal';
import { money, time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { type WithdrawRow, completeWithdrawal, exportWithdrawals, rejectWithdrawal } from './money-api';
import { type QueueFilters, QueueFilterControls, queueFilterBody } from './queue-filters';

type State = WithdrawRow['state'];
const stateColor: Record<State, string> = { Pending: 'warning', Completed: 'success', Reject: 'error' };
const toBody = (filters: QueueFilters<State>) => ({ state: filters.status, ...queueFilterBody(filters) });

/**
 * Withdrawal review. Complete pays out (or, above the maker–checker threshold, files an approval
 * that a second operator decides on the Approvals screen); reject refunds the frozen amount.
 */
export function WithdrawQueue() {
  const [rejecting, setRejecting] = useState<WithdrawRow | null>(null);
  // Approvals waiting for a checker, to show beside the orders they hold.
  const approvals = useAdminQuery('adminApprovalList', {
    status: 'pending',
    kind: 'withdraw.complete',
    pageSize: 100,
  });
  const pendingByTarget = new Map((approvals.data?.list ?? []).map((a) => [a.target, a]));
  const refresh: { refresh: AdminEndpointName[] } = {
    refresh: ['adminWithdrawList', 'adminApprovalList', 'adminDashboard'],
  };
  const complete = useAction(completeWithdrawal, {
    success: (result) => (result.approval ? texts.money.approvalSent : texts.common.done),
    ...refresh,
  });
  const reject = useAction(
    (input: { orderNo: string; reason: string }) => rejectWithdrawal(input.orderNo, input.reason),
    {
      success: texts.common.done,
      ...refresh,
    },
  );

  return (
    <ListPage<'adminWithdrawList', QueueFilters<State>>
      title={texts.money.withdrawTitle}
      endpoint="adminWithdrawList"
      initialFilters={{ status: 'Pending', range: 'all', account: '' }}
      filters={(filters, onChange) => (
        <QueueFilterControls filters={filters} statuses={texts.money.withdrawStates} onChange={onChange} />
      )}
      toBody={toBody}
      exportCsv={{ fileName: 'withdrawals.csv', run: (filters) => exportWithdrawals(toBody(filters)) }}
      table={{
        rowKey: 'orderNo',
        // Nine columns do not fit beside the menu: the table scrolls inside itself, actions pinned.
        scroll: { x: 'max-content' },
        columns: [
          { title: texts.money.orderNo, dataIndex: 'orderNo', width: 200 },
          { title: texts.common.account, dataIndex: 'account' },
          {
            title: texts.common.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v),
          },
          { title: texts.money.address, dataIndex: 'address', ellipsis: true, width: 150 },
          { title: texts.common.time, dataIndex: 'time', width: 170, render: (v: string) => time(v) },
          {
            title: texts.common.status,
            dataIndex: 'state',
            render: (v: State, row) => (
              <Tag variant="outlined" color={stateColor[v]} data-testid={`withdraw-state-${row.orderNo}`}>
                {texts.money.withdrawStates[v]}
              </Tag>
            ),
          },
          {
            title: texts.money.approval,
            key: 'approval',
            render: (_: unknown, row) => {
              const approval = pendingByTarget.get(`withdraw:${row.orderNo}`);
              return approval ? (
                <Tooltip title={`${texts.money.maker}: ${approval.maker}`}>
                  <Tag variant="outlined" color="purple">
                    {texts.money.awaitingChecker}
                  </Tag>
                </Tooltip>
              ) : (
                '—'
              );
            },
          },
          {
            title: texts.money.remark,
            dataIndex: 'remark',
            render: (v: string | null) => v ?? '—',
            ellipsis: true,
            width: 150,
          },
          {
            title: texts.common.actions,
            key: 'actions',
            fixed: 'right',
            width: 180,
            render: (_: unknown, row) =>
              row.state === 'Pending' && (
                <Space>
                  <Popconfirm
                    title={`${texts.money.complete} ${money(row.amount)} → ${row.account}?`}
                    okText={texts.common.confirm}
                    cancelText={texts.common.cancel}
                    onConfirm={() => complete.mutate(row.orderNo)}
                  >
                    <Button type="primary" size="small" aria-label={`${texts.money.complete} ${row.orderNo}`}>
                      {texts.money.complete}
                    </Button>
                  </Popconfirm>
                  <Button
                    danger
                    size="small"
                    aria-label={`${texts.money.reject} ${row.orderNo}`}
                    onClick={() => setRejecting(row)}
                  >
                    {texts.money.reject}
                  </Button>
                </Space>
              ),
          },
        ],
      }}
    >
      <ReasonModal
        open={rejecting !== null}
        title={`${texts.money.rejectTitle} ${rejecting?.orderNo ?? ''}`}
        hint={texts.money.rejectHint}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          reject.mutate({ orderNo: rejecting.orderNo, reason }, { onSuccess: () => setRejecting(null) });
        }}
      />
    </ListPage>
  );
}
