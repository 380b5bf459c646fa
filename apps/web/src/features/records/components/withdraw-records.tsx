import type { WithdrawOrder } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '../../../components/ui/paged-list';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { withdrawRecordsQuery } from '../api/records-api';
import { RecordRow, displayTime } from '../../../components/ui/record-row';

const stateColor = { Pending: 'warning', Completed: 'success', Reject: 'danger' } as const;

/** Withdrawal records: date, amount, time, state, and the reason of a rejection. */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('all');
  return (
    <>
      <RangeTabs value={range} onChange={setRange} />
      <PagedList<WithdrawOrder>
        query={withdrawRecordsQuery(range)}
        itemKey={(o) => o.orderNo}
        emptyText={t('records.empty')}
        renderItem={(o) => (
          <RecordRow
            title={o.date}
            amount={formatFen(o.amount)}
            details={[
              displayTime(o.time),
              o.address,
              o.orderNo,
              ...(o.remark ? [`${t('records.reason')}: ${o.remark}`] : []),
            ]}
            badge={
              <Tag color={stateColor[o.state]} fill="outline" data-testid={`withdraw-state-${o.orderNo}`}>
                {t(`state.${o.state}`)}
              </Tag>
            }
          />
        )}
      />
    </>
  );
}
