import type { FamilyCode } from '@fairdraw/rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { DrawResult } from '../../../components/ui/draw-result';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { historyPagesQuery } from '../api/game-api';
import type { HistoryRow } from '../api/game-types';

const timeOf = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The public verifier, prefilled with everything needed to recompute this draw. */
export function verifyLink(game: string, row: HistoryRow): string {
  const query = new URLSearchParams({ game, issue: row.issue, seed: row.seed, commitment: row.commitment });
  return `${paths.verify}?${query.toString()}`;
}

/** Results of a game, newest first, each with "verify" opening the verifier prefilled. */
export function HistoryList({ game, family }: { game: string; family: FamilyCode }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(historyPagesQuery(game));
  if (query.isPending) return <SectionSkeleton />;
  if (query.isError) return <SectionError onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.list);
  return (
    <>
      <ul className="game-history" aria-label={t('history.results')}>
        {rows.map((row) => (
          <li key={row.issue} className="game-history__row">
            <div className="game-history__issue">
              <strong>{row.issue}</strong>
              <small>{timeOf(row.drawnAt)}</small>
            </div>
            <DrawResult
              family={family}
              result={row.result}
              drawnAt={row.drawnAt}
              zodiacYear={row.zodiacYear}
            />
            <Link className="game-history__verify" to={verifyLink(game, row)}>
              {t('history.verify')}
            </Link>
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage} />
    </>
  );
}
