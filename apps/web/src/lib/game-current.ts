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

/**
 * POSTs and stamps the answer with the phone's clock when the server read its own: half the round
 * trip approximates it. /game/current and /game/currents (lib/game-currents.ts) answer this way.
 */
export async function postWithClock<T>(path: string, body: object): Promise<{ data: T; receivedAt: number }> {
  const sentAt = Date.now();
  const data = await api.post<T>(path, body);
  return { data, receivedAt: Math.round((sentAt + Date.now()) / 2) };
}

/** One game's POST /game/current, stamped with the phone's clock (game screens, a game asked alone). */
export async function fetchCurrentIssue(game: string): Promise<CurrentIssueAnswer> {
  const { data, receivedAt } = await postWithClock<CurrentIssue>('/game/current', { game });
  return { ...data, receivedAt };
}

export const currentIssueQuery = (game: string) =>
  queryOptions({
    queryKey: ['game', 'current', game],
    queryFn: () => fetchCurrentIssue(game),
    staleTime: 0,
  });
