import type { EndpointData, PlayerEndpointName } from '@fairdraw/contract';
import { queryOptions } from '@tanstack/react-query';

import { api } from './api';
import type { BodyArgs } from './api-client';

/**
 * POST /game/current (ADR 010, ADR 050): the open issue of a game with the server's clock. Game screens and
 * the home list's countdowns share it (and its cache), so it lives below the features.
 */
export type CurrentIssue = EndpointData<'gameCurrent'>;
export type LastDraw = NonNullable<CurrentIssue['last']>;

/** `receivedAt` is the phone's clock when the answer arrived: with serverTime it gives the offset. */
export interface CurrentIssueAnswer extends CurrentIssue {
  receivedAt: number;
}

/**
 * POSTs and stamps the answer with the phone's clock when the server read its own: half the round
 * trip approximates it. /game/current and /game/currents (lib/game-currents.ts) answer this way.
 */
export async function callWithClock<N extends PlayerEndpointName>(
  name: N,
  ...body: BodyArgs<N>
): Promise<{ data: EndpointData<N>; receivedAt: number }> {
  const sentAt = Date.now();
  const data = await api.call(name, ...body);
  return { data, receivedAt: Math.round((sentAt + Date.now()) / 2) };
}

/** One game's POST /game/current, stamped with the phone's clock (game screens, a game asked alone). */
export async function fetchCurrentIssue(game: string): Promise<CurrentIssueAnswer> {
  const { data, receivedAt } = await callWithClock('gameCurrent', { game });
  return { ...data, receivedAt };
}

export const currentIssueQuery = (game: string) =>
  queryOptions({
    queryKey: ['game', 'current', game],
    queryFn: () => fetchCurrentIssue(game),
    staleTime: 0,
  });
