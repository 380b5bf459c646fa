import { type AdminBody, type AdminData, call } from '../../lib/api';

export type GameList = AdminData<'adminGameList'>;
export type Game = GameList['list'][number];
export type GameRates = AdminData<'adminGameRates'>;
export type GameRate = GameRates['list'][number];
export type RateHistory = AdminData<'adminGameRateHistory'>;
export type RateChange = RateHistory['list'][number];
export type UpdateBody = AdminBody<'adminGameUpdate'>;
export type LimitsBody = AdminBody<'adminGameSetLimits'>;
export type SetRateBody = AdminBody<'adminGameSetRate'>;

export const updateGame = (body: UpdateBody) => call('adminGameUpdate', body);
export const setLimits = (body: LimitsBody) => call('adminGameSetLimits', body);
export const setRate = (body: SetRateBody) => call('adminGameSetRate', body);

/** "1.95" → 195: odds are typed as decimals and stored in hundredths, never as floats. */
export function parseOdds(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths > 0 ? hundredths : null;
}
