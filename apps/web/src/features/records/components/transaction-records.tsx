import type { TransactionRecord, TransactionTypeFilter } from '@fairdraw/contract';
import { transactionTypes } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '../../../components/ui/paged-list';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { transactionRecordsQuery } from '../api/records-api';
import { RecordRow, displayTime } from '../../../components/ui/record-row';

/** Transaction records: every ledger entry of the user, with the spec's 7 types (plus "all"). */
export function TransactionRecords() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('all');
  const [type, setType] = useState<TransactionTypeFilter>('all');
  return (
    <>
      <RangeTabs value={range} onChange={setRange} />
      <Selector
        className="app-type-filter"
        columns={4}
        value={[type]}
        onChange={(values) => setType(values[0] ?? 'all')}
        options={transactionTypes.map((value) => ({ value, label: t(`txType.${value}`) }))}
      />
      <PagedList<TransactionRecord>
        query={transactionRecordsQuery(range, type)}
        itemKey={(r) => r.id}
        emptyText={t('records.empty')}
        renderItem={(r) => (
          <RecordRow
            title={t(`txType.${r.type}`)}
            amount={
              <span className={r.amount >= 0 ? 'app-amount--in' : 'app-amount--out'}>
                {r.amount > 0 ? '+' : ''}
                {formatFen(r.amount)}
              </span>
            }
            details={[
              displayTime(r.time),
              `${t('records.balanceAfter')}: ${formatFen(r.balanceAfter)}`,
              ...(r.remark ? [r.remark] : []),
            ]}
          />
        )}
      />
    </>
  );
}
