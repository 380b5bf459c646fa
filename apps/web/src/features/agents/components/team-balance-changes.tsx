import { formatFen } from '@fairdraw/rules';
import { SearchBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '../../../components/ui/paged-list';
import { type BalanceChangeType, type TeamEntry, balanceChangeTypes, balanceChangesQuery } from '../api';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { RecordRow } from '../../../components/ui/record-row';

/** The team's ledger entries (POST /agent/balanceChanges), by range, member account and type. */
export function TeamBalanceChanges() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('7d');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<BalanceChangeType>('all');
  return (
    <section>
      <RangeTabs value={range} onChange={setRange} />
      <SearchBar
        placeholder={t('agent.search')}
        aria-label={t('agent.search')}
        onSearch={(value) => setAccount(value.trim())}
        onClear={() => setAccount('')}
      />
      <Selector
        className="app-type-filter"
        columns={3}
        value={[type]}
        onChange={(values) => setType(values[0] ?? 'all')}
        options={balanceChangeTypes.map((value) => ({ value, label: t(`txType.${value}`) }))}
      />
      <PagedList<TeamEntry>
        query={balanceChangesQuery(range, account, type)}
        itemKey={(e) => e.id}
        emptyText={t('records.empty')}
        renderItem={(e) => (
          <RecordRow
            title={`${e.account} · ${t(`txType.${e.type}`)}`}
            amount={
              <span className={e.amount >= 0 ? 'app-amount--in' : 'app-amount--out'}>
                {e.amount > 0 ? '+' : ''}
                {formatFen(e.amount)}
              </span>
            }
            details={[
              e.time.slice(0, 19).replace('T', ' '),
              `${t('records.balanceAfter')}: ${formatFen(e.balanceAfter)}`,
              ...(e.remark ? [e.remark] : []),
            ]}
          />
        )}
      />
    </section>
  );
}
