import { type FamilyCode, resultLengthOf } from '@fairdraw/rules';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { DrawResultBalls } from '../../../components/ui/draw-result-balls';
import { clockOffsetMs, formatCountdown, issueTiming } from '../../../lib/server-clock';
import { homeCurrentIssueQuery } from '../home-current';
import '../home-live.css';
import type { HomeCurrent } from './use-home-currents';

/**
 * One shared second tick for every countdown of the list. Only the countdowns subscribe: a tick
 * re-renders seven short texts, not the list with its results (which cost a long task every second
 * on a slow phone and kept Lighthouse from ever seeing the page idle).
 */
const tickListeners = new Set<() => void>();
let tickTimer: ReturnType<typeof setInterval> | null = null;
let tickNow = Date.now();

function subscribeTick(listener: () => void): () => void {
  tickListeners.add(listener);
  if (!tickTimer) {
    tickNow = Date.now();
    tickTimer = setInterval(() => {
      tickNow = Date.now();
      for (const notify of [...tickListeners]) notify();
    }, 1_000);
  }
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size === 0 && tickTimer) {
      clearInterval(tickTimer);
      tickTimer = null;
    }
  };
}

export function useSecondTick(): number {
  return useSyncExternalStore(subscribeTick, () => tickNow);
}

/**
 * Next-draw countdown of one game, from the server's clock. Until the game's current issue has arrived,
 * an invisible countdown holds its place, so the row's name does not wrap anew when it lands.
 */
export function NextDrawCountdown({ game, current }: { game: string; current: HomeCurrent | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const now = useSecondTick();
  const data = current?.issue;
  const timing = data
    ? issueTiming(data, Math.max(now, data.receivedAt) + clockOffsetMs(data.serverTime, data.receivedAt))
    : null;
  const due = timing?.phase === 'drawing';
  const refetch = useCallback(
    () => queryClient.refetchQueries({ queryKey: homeCurrentIssueQuery(game).queryKey, exact: true }),
    [queryClient, game],
  );
  useEffect(() => {
    // The stream normally brings the next issue; ask again every 3 s while it has not after the draw.
    // Not keyed on the second tick: re-armed every second, a 3 s timer would never fire.
    if (!due) return;
    const timer = setInterval(() => void refetch(), 3_000);
    return () => clearInterval(timer);
  }, [due, refetch]);
  if (!current || current.pending) {
    return (
      <span key="pending" className="home-next-draw home-next-draw--pending" aria-hidden>
        <small>{t('home.nextDraw')}</small>
        <strong>{formatCountdown(0)}</strong>
      </span>
    );
  }
  if (!timing) return null;
  return (
    <span key="countdown" className="home-next-draw" data-testid={`next-draw-${game}`}>
      <small>{t('home.nextDraw')}</small>
      <strong>{timing.phase === 'drawing' ? t('home.drawing') : formatCountdown(timing.drawInMs)}</strong>
    </span>
  );
}

/**
 * The latest result of one game, small, under its name (re-rendered only when it changes: the query's
 * structural sharing keeps the result's identity). While there is none (its current issue on its way,
 * or a game that has never drawn), an invisible result of the same family holds its place, so the row
 * does not grow under the reader when it lands (layout shift).
 */
export const LatestResult = memo(function LatestResult({
  family,
  result,
}: {
  family: string;
  result: readonly number[] | undefined;
}) {
  const familyCode = family as FamilyCode;
  if (!result) {
    const length = resultLengthOf[familyCode] ?? 0;
    return (
      // Keyed apart from the result below: the result mounts afresh and plays its roll-in.
      <span key="pending" className="home-latest home-latest--pending" aria-hidden>
        <DrawResultBalls family={familyCode} result={Array.from({ length }, () => 1)} size="small" />
      </span>
    );
  }
  return (
    <span key="result" className="home-latest">
      <DrawResultBalls family={familyCode} result={result} size="small" />
    </span>
  );
});
