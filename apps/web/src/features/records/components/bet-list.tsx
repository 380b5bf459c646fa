import { formatFen } from '@fairdraw/rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useRulesText } from '../../../lib/rules-text';
import type { BetRow, BetStatusFilter, DateRange } from '../api/bet-api';
import { betListQuery } from '../api/bet-api';
import { BetStatusTag } from './bet-status';

export const formatTime = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** Payout profit/loss: the signed result, "—" while the bet waits for its draw. */
export function ProfitText({ bet }: { bet: Pick<BetRow, 'status' | 'profit'> }) {
  if (bet.status === 'pending') return <span className="record-profit">—</span>;
  const sign = bet.profit > 0 ? '+' : '';
  return (
    <span className={bet.profit > 0 ? 'record-profit record-profit--won' : 'record-profit'}>
      {sign}
      {formatFen(bet.profit)}
    </span>
  );
}

interface BetListProps {
  range: DateRange;
  status: BetStatusFilter;
  onOpen: (id: number) => void;
}

/**
 * Bet rows with the spec's columns (time, type, rule, money, payout profit/loss, issue, status) laid
 * out as two-line cards at 375 px; more rows load as the list scrolls.
 */
export function BetList({ range, status, onOpen }: BetListProps) {
  const { t } = useTranslation();
  const text = useRulesText();
  const query = useInfiniteQuery(betListQuery(range, status));
  if (query.isPending) return <SectionSkeleton />;
  if (query.isError) return <SectionError onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.list);
  if (rows.length === 0) return <ErrorBlock status="empty" title={t('record.empty')} description="" />;
  return (
    <>
      <ul className="record-list" aria-label={t('page.bettingRecord')}>
        {rows.map((bet) => (
          <li key={bet.id}>
            <button type="button" className="record-row" onClick={() => onOpen(bet.id)}>
              <span className="record-row__head">
                <strong>{text(bet.gameName)}</strong>
                <span className="record-row__play">{text(bet.playName)}</span>
                <BetStatusTag status={bet.status} />
              </span>
              <span className="record-row__cells">
                <span>
                  <small>{t('record.time')}</small>
                  {formatTime(bet.time)}
                </span>
                <span>
                  <small>{t('record.issue')}</small>
                  {bet.issue}
                </span>
                <span>
                  <small>{t('record.money')}</small>
                  {formatFen(bet.amount)}
                </span>
                <span>
                  <small>{t('record.profit')}</small>
                  <ProfitText bet={bet} />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage} />
    </>
  );
}
