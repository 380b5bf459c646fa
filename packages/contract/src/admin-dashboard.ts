import { z } from 'zod';

/** Money figures of a game over a period, in fen; houseResult = turnover − payout − rebate. */
export const gameFigures = z.object({
  game: z.string(),
  betCount: z.number().int(),
  turnover: z.number().int(),
  payout: z.number().int(),
  rebate: z.number().int(),
  houseResult: z.number().int(),
});
export type GameFigures = z.infer<typeof gameFigures>;

const totals = gameFigures.omit({ game: true });
const moneyFlow = z.object({ count: z.number().int(), amount: z.number().int() });

export const dashboardDay = totals.extend({
  day: z.string(),
  recharge: z.number().int(),
  withdraw: z.number().int(),
});

/** POST /admin/dashboard { from?, to? } (adminDayRangeBody). Settled bets count on their settle day. */
export const adminDashboardData = z.object({
  from: z.string(),
  to: z.string(),
  today: z.object({ day: z.string(), games: z.array(gameFigures), totals }),
  range: z.object({ games: z.array(gameFigures), totals }),
  /** One row per day of the range, oldest first, for charts. */
  series: z.array(dashboardDay),
  pending: z.object({
    recharge: z.number().int(),
    withdraw: z.number().int(),
    approvals: z.number().int(),
  }),
  /** Players with activity in the last 5 minutes (as /agent/online counts it). */
  onlinePlayers: z.number().int(),
  /** Passed recharges and completed withdrawals within the range. */
  recharge: moneyFlow,
  withdraw: moneyFlow,
});
