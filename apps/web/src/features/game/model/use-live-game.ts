import { formatFen } from '@fairdraw/rules';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameEvent } from '../../../lib/game-events';
import { subscribeGameEvents } from '../../../lib/game-events';
import { showToast } from '../../../lib/toast';
import { patchBalance } from '../../../lib/user';
import type { CurrentIssueAnswer } from '../api/game-api';
import { currentIssueQuery } from '../api/game-api';
import { useGameStore } from './game-store';
import type { IssueTiming } from '../../../lib/server-clock';
import { clockOffsetMs, issueTiming } from '../../../lib/server-clock';

/** How often the countdown repaints; a quarter second keeps the seconds digit on time. */
const tickMs = 250;
/** When the draw is due and no result event came (stream down), ask the server again this often. */
const pollWhileDrawingMs = 2_000;

export const betRecordKey = ['bets'] as const;

/** Applies one event of the stream to the cached /game/current of its game. */
export function applyGameEvent(queryClient: QueryClient, event: GameEvent): void {
  if (event.type === 'service') return;
  const { game } = event.data;
  const key = currentIssueQuery(game).queryKey;
  const patch = (fn: (current: CurrentIssueAnswer) => CurrentIssueAnswer) =>
    queryClient.setQueryData<CurrentIssueAnswer>(key, (current) => (current ? fn(current) : current));
  switch (event.type) {
    case 'issue': {
      const { data } = event;
      patch((current) => ({ ...current, ...data, status: 'open' }));
      break;
    }
    case 'closing': {
      const { data } = event;
      patch((current) => (current.issue === data.issue ? { ...current, status: 'closed' } : current));
      break;
    }
    case 'result': {
      const { data } = event;
      patch((current) => ({ ...current, last: { ...data } }));
      void queryClient.invalidateQueries({ queryKey: ['game', 'history', game] });
      break;
    }
    case 'settled': {
      const { data } = event;
      patchBalance(queryClient, data.balance);
      useGameStore.getState().setUserBalance(data.balance);
      void queryClient.invalidateQueries({ queryKey: betRecordKey });
      break;
    }
  }
}

export interface LiveGame {
  current: CurrentIssueAnswer | undefined;
  timing: IssueTiming | null;
  isError: boolean;
  refetch: () => void;
}

/**
 * The issue clock of one game: /game/current, a server-time countdown, and the event stream keeping
 * it live (new issue, closing, result, settled toast with the new balance).
 */
export function useLiveGame(game: string): LiveGame {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(currentIssueQuery(game));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(
    () =>
      subscribeGameEvents((event) => {
        applyGameEvent(queryClient, event);
        if (event.type === 'settled' && event.data.game === game) {
          const { data } = event;
          showToast(
            t('game.settledToast', { payout: formatFen(data.payout), balance: formatFen(data.balance) }),
          );
        }
      }),
    [game, queryClient, t],
  );

  const current = query.data;
  const timing = current
    ? // A tick older than the answer would count from before the server spoke.
      issueTiming(
        current,
        Math.max(now, current.receivedAt) + clockOffsetMs(current.serverTime, current.receivedAt),
      )
    : null;

  // Fallback when the stream is down: once the draw is due, poll until a newer issue shows up.
  const drawing = timing?.phase === 'drawing';
  const { refetch } = query;
  useEffect(() => {
    if (!drawing) return;
    const timer = setInterval(() => void refetch(), pollWhileDrawingMs);
    return () => clearInterval(timer);
  }, [drawing, refetch]);

  return { current, timing, isError: query.isError, refetch: () => void refetch() };
}
