import type { RechargeOrder } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '../../../components/ui/paged-list';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { rechargeRecordsQuery } from '../api/records-api';
import { RecordRow, displayTime } from '../../../components/ui/record-row';

const statusColor = { reviewing: 'warning', passed: 'success', cancelled: 'default' } as const;

/** Recharge record: order number, amount, time and review status, filtered by range. */
export function RechargeRecords() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('all');
  return (
    <>
      <RangeTabs value={range} onChange={setRange} />
      <PagedList<RechargeOrder>
        query={rechargeRecordsQuery(range)}
        itemKey={(o) => o.orderNo}
        emptyText={t('records.empty')}
        renderItem={(o) => (
          <RecordRow
            title={o.orderNo}
            amount={formatFen(o.amount)}
            details={[displayTime(o.time)]}
            badge={
              <Tag color={statusColor[o.status]} fill="outline" data-testid={`recharge-status-${o.orderNo}`}>
                {t(`status.${o.status}`)}
              </Tag>
            }
          />
        )}
      />
    </>
  );
}
