import { CapsuleTabs, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BetStatusFilter, DateRange } from '../api/bet-api';
import { BetDetailPopup } from './bet-detail-popup';
import { BetList } from './bet-list';
import { ChaseList } from './chase-list';
import { SectionSkeleton } from '../../../components/ui/query-state';
import { useOperatorToday } from '../use-operator-today';
import { DateRangeFilter, lastWeek } from './date-range-filter';
import '../records.css';

const statusFilters: readonly BetStatusFilter[] = ['all', 'won', 'pending', 'lost'];

/** Betting record (ADR 060): date range, status filter, bets with a detail modal; and chases. */
export function BettingRecordView() {
  // The default range ends on the operator's today, as the server counts days (README "Time").
  const today = useOperatorToday();
  if (!today) return <SectionSkeleton />;
  return <BettingRecords today={today} />;
}

function BettingRecords({ today }: { today: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'bets' | 'chases'>('bets');
  const [range, setRange] = useState<DateRange>(() => lastWeek(today));
  const [status, setStatus] = useState<BetStatusFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="record-view">
      <Tabs activeKey={view} onChange={(key) => setView(key as 'bets' | 'chases')}>
        <Tabs.Tab key="bets" title={t('record.bets')} />
        <Tabs.Tab key="chases" title={t('record.chases')} />
      </Tabs>
      <DateRangeFilter value={range} today={today} onChange={setRange} />
      {view === 'bets' && (
        <>
          <CapsuleTabs activeKey={status} onChange={(key) => setStatus(key as BetStatusFilter)}>
            {statusFilters.map((filter) => (
              <CapsuleTabs.Tab key={filter} title={t(`record.filter.${filter}`)} />
            ))}
          </CapsuleTabs>
          <BetList range={range} status={status} onOpen={setOpenId} />
        </>
      )}
      {view === 'chases' && <ChaseList range={range} />}
      <BetDetailPopup id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
