import { formatFen } from '@fairdraw/rules';
import { Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '../../../components/ui/paged-list';
import { type MoneyKind, type TeamMoneyOrder, moneyKinds, rechargeWithdrawQuery } from '../api';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { RecordRow } from '../../../components/ui/record-row';

const statusColor = {
  reviewing: 'warning',
  passed: 'success',
  cancelled: 'default',
  Pending: 'warning',
  Completed: 'success',
  Reject: 'danger',
} as const;

/** Each order keeps its own table's status words (recharge: status.*, withdrawal: state.*). */
const statusKey = (o: TeamMoneyOrder) =>
  o.kind === 'recharge' ? (`status.${o.status}` as const) : (`state.${o.status}` as const);

/** The team's recharge and withdrawal orders (POST /agent/rechargeWithdraw), by range and kind. */
export function TeamRechargeWithdraw() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('7d');
  const [kind, setKind] = useState<MoneyKind>('all');
  return (
    <section>
      <RangeTabs value={range} onChange={setRange} />
      <Selector
        className="app-type-filter"
        columns={3}
        value={[kind]}
        onChange={(values) => setKind(values[0] ?? 'all')}
        options={moneyKinds.map((value) => ({ value, label: t(`txType.${value}`) }))}
      />
      <PagedList<TeamMoneyOrder>
        query={rechargeWithdrawQuery(range, kind)}
        itemKey={(o) => `${o.kind}:${o.orderNo}`}
        emptyText={t('records.empty')}
        renderItem={(o) => (
          <RecordRow
            title={`${o.account} · ${t(`txType.${o.kind}`)}`}
            amount={
              <span className={o.kind === 'recharge' ? 'app-amount--in' : 'app-amount--out'}>
                {formatFen(o.amount)}
              </span>
            }
            details={[o.orderNo, o.time.slice(0, 19).replace('T', ' '), ...(o.remark ? [o.remark] : [])]}
            badge={
              <Tag color={statusColor[o.status]} fill="outline">
                {t(statusKey(o))}
              </Tag>
            }
          />
        )}
      />
    </section>
  );
}
