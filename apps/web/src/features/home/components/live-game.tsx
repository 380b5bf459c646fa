import type { FamilyCode } from '@fairdraw/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DrawResult } from '../../../components/ui/draw-result';
import { currentIssueQuery } from '../../../lib/game-current';
import { clockOffsetMs, formatCountdown, issueTiming } from '../../../lib/server-clock';
import '../home-live.css';

/** One shared second tick for every countdown of the list. */
export function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Next-draw countdown of one game, from the server's clock. */
export function NextDrawCountdown({ game, now }: { game: string; now: number }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(currentIssueQuery(game));
  const timing = data
    ? issueTiming(data, Math.max(now, data.receivedAt) + clockOffsetMs(data.serverTime, data.receivedAt))
    : null;
  const due = timing?.phase === 'drawing';
  useEffect(() => {
    // The stream normally brings the next issue; ask again if it has not after the draw.
    if (!due) return;
    const timer = setTimeout(() => void refetch(), 3_000);
    return () => clearTimeout(timer);
  }, [due, refetch, now]);
  if (!timing) return null;
  return (
    <span className="home-next-draw" data-testid={`next-draw-${game}`}>
      <small>{t('home.nextDraw')}</small>
      <strong>{timing.phase === 'drawing' ? t('home.drawing') : formatCountdown(timing.drawInMs)}</strong>
    </span>
  );
}

/** The latest result of one game, small, under its name. */
export function LatestResult({ game, family }: { game: string; family: string }) {
  const { data } = useQuery(currentIssueQuery(game));
  if (!data?.last) return null;
  return (
    <span className="home-latest">
      <DrawResult family={family as FamilyCode} result={data.last.result} size="small" />
    </span>
  );
}
