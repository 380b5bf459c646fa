import { formatFen } from '@fairdraw/rules';
import { useQuery } from '@tanstack/react-query';
import { Empty, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { api } from '../../../lib/api';
import { type RangeChoice, RangeTabs } from '../../../components/ui/range-tabs';

/** The team's betting per game and play (POST /agent/gameStats). */
export function GameStats() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>('7d');
  const stats = useQuery({
    queryKey: ['agent', 'gameStats', range],
    queryFn: () => api.call('agentGameStats', { range }),
  });
  return (
    <section>
      <RangeTabs value={range} onChange={setRange} />
      {stats.isPending ? (
        <SectionSkeleton />
      ) : stats.isError ? (
        <SectionError onRetry={() => void stats.refetch()} />
      ) : stats.data.list.length === 0 ? (
        <Empty description={t('agent.noBets')} />
      ) : (
        <List>
          {stats.data.list.map((r) => (
            <List.Item
              key={`${r.game}/${r.play}`}
              description={`${t('agent.betting')} ${formatFen(r.betting)} · ${t('agent.payout')} ${formatFen(r.payout)} · ${t('agent.bets')} ${r.count}`}
              extra={<span className={r.profit < 0 ? 'is-negative' : undefined}>{formatFen(r.profit)}</span>}
            >
              {r.gameName} · {r.playName}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
