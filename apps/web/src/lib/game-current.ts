import type { GameCode } from '@fairdraw/rules';
import { queryOptions } from '@tanstack/react-query';

import { api } from './api';

/**
 * POST /game/current (events.md): the open issue of a game with the server's clock. Game screens and
 * the home list's countdowns share it (and its cache), so it lives below the features.
 */
export interface LastDraw {
  issue: string;
  result: number[];
  drawnAt: string;
  seed: string;
  commitment: string;
}

export interface CurrentIssue {
  game: GameCode;
  issue: string;
  /** 'upcoming': the issue exists (its seed is committed) but betting has not opened yet. */
  status: 'upcoming' | 'open' | 'closed';
  openAt: string;
  closeAt: string;
  drawAt: string;
  serverTime: string;
  commitment: string;
  last: LastDraw | null;
}

/** `receivedAt` is the phone's clock when the answer arrived: with serverTime it gives the offset. */
export interface CurrentIssueAnswer extends CurrentIssue {
  receivedAt: number;
}

export const currentIssueQuery = (game: string) =>
  queryOptions({
    queryKey: ['game', 'current', game],
    queryFn: async (): Promise<CurrentIssueAnswer> => {
      const sentAt = Date.now();
      const data = await api.post<CurrentIssue>('/game/current', { game });
      // Half the round trip approximates when the server read its clock.
      return { ...data, receivedAt: Math.round((sentAt + Date.now()) / 2) };
    },
    staleTime: 0,
  });
