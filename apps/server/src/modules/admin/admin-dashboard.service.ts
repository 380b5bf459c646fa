import type { GameFigures } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { zonedDate } from '../../lib/zoned-time';
import { onlineWindowMs } from '../agents/agents.service';
import { createAdminDashboardRepo } from './admin-dashboard.repo';
import { resolveDayRange } from './day-range';

type Totals = Omit<GameFigures, 'game'>;
const zero = (): Totals => ({ betCount: 0, turnover: 0, payout: 0, rebate: 0, houseResult: 0 });
function add(into: Totals, turnover: number, payout: number, rebate: number, bets: number) {
  into.betCount += bets;
  into.turnover += turnover;
  into.payout += payout;
  into.rebate += rebate;
  into.houseResult += turnover - payout - rebate;
}

/**
 * The dashboard: per game turnover, payouts, rebates and house result (turnover − payout − rebate)
 * from the daily report rows settlement writes (settle day in TZ, trial bets excluded, refunds
 * netted out, ADR 071), for today and for a range with a per-day series; queues, online players and
 * money in and out.
 */
export function createAdminDashboardService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const repo = createAdminDashboardRepo(deps.db);

  return {
    /** Start-up: the money totals' days in this server's time zone (recounted when it changed). */
    alignMoneyZone: () => repo.alignMoneyZone(deps.timeZone),
    async dashboard(q: { from?: string | undefined; to?: string | undefined }) {
      const now = deps.clock.now();
      const range = resolveDayRange(q, now, deps.timeZone);
      const today = zonedDate(now, deps.timeZone);
      const [rows, todayRows, money, pending, onlinePlayers] = await Promise.all([
        repo.gameDays(range.from, range.to),
        repo.gameDays(today, today),
        repo.moneyDays(range, deps.timeZone),
        repo.pending(),
        repo.online(new Date(now.getTime() - onlineWindowMs)),
      ]);

      const figures = (source: typeof rows) => {
        const games = new Map<string, Totals>();
        const totals = zero();
        for (const r of source) {
          const g = games.get(r.game_code) ?? zero();
          add(g, Number(r.betting), Number(r.payout), Number(r.rebate), Number(r.bets));
          add(totals, Number(r.betting), Number(r.payout), Number(r.rebate), Number(r.bets));
          games.set(r.game_code, g);
        }
        return { games: [...games].map(([game, t]) => ({ game, ...t })), totals };
      };

      const series = new Map(range.days.map((day) => [day, { day, ...zero(), recharge: 0, withdraw: 0 }]));
      for (const r of rows) {
        const d = series.get(r.day);
        if (d) add(d, Number(r.betting), Number(r.payout), Number(r.rebate), Number(r.bets));
      }
      const recharge = { count: 0, amount: 0 };
      const withdraw = { count: 0, amount: 0 };
      for (const m of money) {
        const flow = m.kind === 'recharge' ? recharge : withdraw;
        flow.count += Number(m.n);
        flow.amount += Number(m.amount);
        const d = series.get(m.day);
        if (d) d[m.kind] += Number(m.amount);
      }
      return {
        from: range.from,
        to: range.to,
        today: { day: today, ...figures(todayRows) },
        range: figures(rows),
        series: [...series.values()],
        pending,
        onlinePlayers,
        recharge,
        withdraw,
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
