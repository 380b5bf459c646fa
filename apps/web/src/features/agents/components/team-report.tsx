import { formatFen } from '@fairdraw/rules';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useTeamReport } from '../api';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { FiguresGrid } from './figures-grid';

/** Team totals and one row per direct member's branch (POST /agent/report). */
export function TeamReport() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('7d');
  const report = useTeamReport(range);
  return (
    <section>
      <RangeTabs value={range} onChange={setRange} />
      {report.isPending ? (
        <SectionSkeleton />
      ) : report.isError ? (
        <SectionError onRetry={() => void report.refetch()} />
      ) : (
        <>
          <FiguresGrid
            items={[
              { labelKey: 'agent.betting', value: report.data.team.betting, money: true },
              { labelKey: 'agent.payout', value: report.data.team.payout, money: true },
              { labelKey: 'agent.rebate', value: report.data.team.rebate, money: true },
              { labelKey: 'agent.profit', value: report.data.team.profit, money: true },
            ]}
          />
          <List header={t('agent.byDirectMember')}>
            {report.data.list.map((r) => (
              <List.Item
                key={r.userId}
                description={`${t('agent.betting')} ${formatFen(r.betting)} · ${t('agent.payout')} ${formatFen(r.payout)}`}
                extra={
                  <span className={r.profit < 0 ? 'is-negative' : undefined}>{formatFen(r.profit)}</span>
                }
              >
                {r.account}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </section>
  );
}
