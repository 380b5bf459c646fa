import { Button, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';

import { ListPage } from '../../components/list-page';
import { ReasonModal } from '../../components/reason-modal';
import { money, time } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { texts } from '../../texts';
import { type Approval, approve, paths, rejectApproval } from './money-api';

type Status = Approval['status'];
interface Filters {
  status: Status | 'all';
}

/** Maker–checker: a different operator approves or rejects what a maker filed above the threshold. */
export function Approvals() {
  const operator = useSession();
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const refresh = { refresh: [paths.approvalList, paths.withdrawList, paths.dashboard] };
  const approveAction = useAction(approve, { success: texts.common.done, ...refresh });
  const reject = useAction(
    (input: { id: number; reason: string }) => rejectApproval(input.id, input.reason),
    {
      success: texts.common.done,
      ...refresh,
    },
  );

  return (
    <ListPage<Approval, Filters>
      title={texts.money.approvalsTitle}
      path={paths.approvalList}
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
        columns: [],
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
