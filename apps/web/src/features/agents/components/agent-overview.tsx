import { useState } from 'react';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useOverview } from '../api';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';
import { FiguresGrid } from './figures-grid';

/** Team figures over a range (POST /agent/overview). */
export function AgentOverview() {
  const [range, setRange] = useState<RangeChoice>('today');
  const overview = useOverview(range);
  return (
    <section>
      <RangeTabs value={range} onChange={setRange} />
      {overview.isPending ? (
        <SectionSkeleton />
      ) : overview.isError ? (
        <SectionError onRetry={() => void overview.refetch()} />
      ) : (
        <FiguresGrid
          items={[
            { labelKey: 'agent.teamSize', value: overview.data.teamSize },
            { labelKey: 'agent.newMembers', value: overview.data.newMembers },
            { labelKey: 'agent.activeMembers', value: overview.data.activeMembers },
            { labelKey: 'agent.bets', value: overview.data.bets },
            { labelKey: 'agent.betting', value: overview.data.betting, money: true },
            { labelKey: 'agent.payout', value: overview.data.payout, money: true },
            { labelKey: 'agent.rebate', value: overview.data.rebate, money: true },
            { labelKey: 'agent.profit', value: overview.data.profit, money: true },
            { labelKey: 'agent.recharge', value: overview.data.recharge, money: true },
            { labelKey: 'agent.withdraw', value: overview.data.withdraw, money: true },
          ]}
        />
      )}
    </section>
  );
}
