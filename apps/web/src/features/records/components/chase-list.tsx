import { formatFen } from '@fairdraw/rules';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, InfiniteScroll, ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useRulesText } from '../../../lib/rules-text';
import { showToast } from '../../../lib/toast';
import { patchBalance } from '../../../lib/user';
import type { ChaseRow, DateRange } from '../api/bet-api';
import { betsKey, cancelChase, chaseListQuery } from '../api/bet-api';

/** Chases with their progress (issues played of planned), wins, and cancel while running. */
export function ChaseList({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(chaseListQuery(range));
  if (query.isPending) return <SectionSkeleton />;
  if (query.isError) return <SectionError onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.list);
  if (rows.length === 0) return <ErrorBlock status="empty" title={t('record.empty')} description="" />;
  return (
    <>
      <ul className="record-list" aria-label={t('record.chases')}>
        {rows.map((chase) => (
          <ChaseItem key={chase.chaseNo} chase={chase} />
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage} />
    </>
  );
}

function ChaseItem({ chase }: { chase: ChaseRow }) {
  const { t } = useTranslation();
  const text = useRulesText();
  const queryClient = useQueryClient();
  async function cancel() {
    const sure = await Dialog.confirm({
      content: t('record.chaseCancelConfirm'),
      confirmText: t('record.chaseCancel'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    const result = await cancelChase(chase.chaseNo).catch(() => null);
    if (!result) return;
    patchBalance(queryClient, result.balance);
    void queryClient.invalidateQueries({ queryKey: betsKey });
    showToast(t('record.cancelled'));
  }
  return (
    <li className="record-row record-row--static">
      <span className="record-row__head">
        <strong>{text(`game.${chase.game}`)}</strong>
        <span className="record-row__play">{chase.chaseNo}</span>
        <Tag color={chase.status === 'running' ? 'primary' : 'default'} fill="outline">
          {t(`record.chaseStatus.${chase.status}`)}
        </Tag>
      </span>
      <ProgressBar percent={(100 * chase.played) / Math.max(1, chase.issues)} />
      <span className="record-row__cells">
        <span>
          <small>{t('record.chaseProgress')}</small>
          {t('record.chasePlayed', { played: chase.played, issues: chase.issues })}
        </span>
        <span>
          <small>{t('record.chaseWon')}</small>
          {chase.won}
          {chase.stopOnWin ? ` · ${t('record.chaseStops')}` : ''}
        </span>
        <span>
          <small>{t('record.money')}</small>
          {formatFen(chase.amount)}
        </span>
        <span>
          <small>{t('record.payout')}</small>
          {formatFen(chase.payout)}
        </span>
      </span>
      {chase.status === 'running' && (
        <Button size="mini" color="danger" fill="outline" onClick={() => void cancel()}>
          {t('record.chaseCancel')}
        </Button>
      )}
    </li>
  );
}
