import { Button, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';

import type { AdminEndpointName } from '../../lib/api';
import { ListPage } from '../../components/list-page';
import { ReasonModal } from '../../components/reason-modal';
import { money, time } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { texts } from '../../texts';
import { type Approval, approve, rejectApproval } from './money-api';

type Status = Approval['status'];
interface Filters {
  status: Status | 'all';
}

/** Maker–checker: a different operator approves or rejects what a maker filed above the threshold. */
export function Approvals() {
  const operator = useSession();
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const refresh: { refresh: AdminEndpointName[] } = {
    refresh: ['adminApprovalList', 'adminWithdrawList', 'adminDashboard'],
  };
  const approveAction = useAction(approve, { success: texts.common.done, ...refresh });
  const reject = useAction(
    (input: { id: number; reason: string }) => rejectApproval(input.id, input.reason),
    {
      success: texts.common.done,
      ...refresh,
    },
  );

  return (
    <ListPage<'adminApprovalList', Filters>
      title={texts.money.approvalsTitle}
      endpoint="adminApprovalList"
      initialFilters={{ status: 'pending' }}
      filters={(filters, onChange) => (
        <Segmented<Status | 'all'>
          value={filters.status}
          onChange={(status) => onChange({ status })}
          options={[
            { value: 'pending', label: texts.money.approvalStatuses.pending },
            { value: 'approved', label: texts.money.approvalStatuses.approved },
            { value: 'rejected', label: texts.money.approvalStatuses.rejected },
            { value: 'all', label: texts.common.all },
          ]}
        />
      )}
      table={{
        rowKey: 'id',
        columns: [
          { title: texts.common.id, dataIndex: 'id', width: 70 },
          {
            title: texts.money.kind,
            dataIndex: 'kind',
            render: (v: Approval['kind']) => texts.money.approvalKinds[v],
          },
          { title: texts.money.target, dataIndex: 'target' },
          {
            title: texts.common.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v),
          },
          { title: texts.money.maker, dataIndex: 'maker' },
          { title: texts.money.checker, dataIndex: 'checker', render: (v: string | null) => v ?? '—' },
          {
            title: texts.common.status,
            dataIndex: 'status',
            render: (v: Status) => (
              <Tag
                variant="outlined"
                color={v === 'pending' ? 'warning' : v === 'approved' ? 'success' : 'error'}
              >
                {texts.money.approvalStatuses[v]}
              </Tag>
            ),
          },
          {
            title: texts.common.reason,
            dataIndex: 'reason',
            render: (v: string | null) => v ?? '—',
            ellipsis: true,
          },
          { title: texts.common.time, dataIndex: 'createdAt', render: (v: string) => time(v) },
          {
            title: texts.common.actions,
            key: 'actions',
            render: (_: unknown, row) =>
              row.status === 'pending' &&
              (row.maker === operator?.account ? (
                // The server refuses the maker as checker; say so rather than offer a failing button.
                <Typography.Text type="secondary">{texts.money.awaitingChecker}</Typography.Text>
              ) : (
                <Space>
                  <Popconfirm
                    title={`${texts.money.approve} #${row.id}?`}
                    okText={texts.common.confirm}
                    cancelText={texts.common.cancel}
                    onConfirm={() => approveAction.mutate(row.id)}
                  >
                    <Button type="primary" size="small" aria-label={`${texts.money.approve} ${row.id}`}>
                      {texts.money.approve}
                    </Button>
                  </Popconfirm>
                  <Button
                    danger
                    size="small"
                    aria-label={`${texts.money.reject} ${row.id}`}
                    onClick={() => setRejecting(row)}
                  >
                    {texts.money.reject}
                  </Button>
                </Space>
              )),
          },
        ],
      }}
    >
      <ReasonModal
        open={rejecting !== null}
        title={`${texts.money.reject} #${rejecting?.id ?? ''}`}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) });
        }}
      />
    </ListPage>
  );
}
