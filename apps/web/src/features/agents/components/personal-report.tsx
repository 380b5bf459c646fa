import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { api } from '../../../lib/api';
import { FiguresGrid } from './figures-grid';

/** The report centre: the caller's own figures over a range (POST /report/personal). */
export function PersonalReportView() {
  const [range, setRange] = useState<RangeChoice>('today');
  const report = useQuery({
    queryKey: ['report', 'personal', range],
    queryFn: () => api.call('reportPersonal', { range }),
  });
  return (
    <section>
      <RangeTabs value={range} onChange={setRange} />
      {report.isPending ? (
        <SectionSkeleton />
      ) : report.isError ? (
        <SectionError onRetry={() => void report.refetch()} />
      ) : (
        <FiguresGrid
          items={[
            { labelKey: 'agent.betting', value: report.data.betting, money: true },
            { labelKey: 'agent.payout', value: report.data.payout, money: true },
            { labelKey: 'agent.rebate', value: report.data.rebate, money: true },
            { labelKey: 'agent.profit', value: report.data.profit, money: true },
            { labelKey: 'agent.bonus', value: report.data.bonus, money: true },
            { labelKey: 'agent.recharge', value: report.data.recharge, money: true },
            { labelKey: 'agent.withdraw', value: report.data.withdraw, money: true },
          ]}
        />
      )}
    </section>
  );
}
