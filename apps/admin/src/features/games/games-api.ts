import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

const e = adminEndpoints;
export type Game = z.infer<typeof e.adminGameList.data>['list'][number];
export type GameRate = z.infer<typeof e.adminGameRates.data>['list'][number];
export type RateChange = z.infer<typeof e.adminGameRateHistory.data>['list'][number];
export type GameList = z.infer<typeof e.adminGameList.data>;
export type GameRates = z.infer<typeof e.adminGameRates.data>;
export type RateHistory = z.infer<typeof e.adminGameRateHistory.data>;
export type UpdateBody = z.input<typeof e.adminGameUpdate.body>;
export type LimitsBody = z.input<typeof e.adminGameSetLimits.body>;
export type SetRateBody = z.input<typeof e.adminGameSetRate.body>;

export const paths = {
  list: e.adminGameList.path,
  rates: e.adminGameRates.path,
  history: e.adminGameRateHistory.path,
};
export const updateGame = (body: UpdateBody) => post<Game>(e.adminGameUpdate.path, body);
export const setLimits = (body: LimitsBody) => post<Game>(e.adminGameSetLimits.path, body);
export const setRate = (body: SetRateBody) => post<RateChange>(e.adminGameSetRate.path, body);

/** "1.95" → 195: odds are typed as decimals and stored in hundredths, never as floats. */
export function parseOdds(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths > 0 ? hundredths : null;
}
