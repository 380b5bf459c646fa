import type { z } from 'zod';

import type { adminDrawsHistoryBody, adminRtpBody } from '@fairdraw/contract';
import { verifyDraw } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import { type IssueRaw, createAdminDrawsRepo } from './admin-draws.repo';
import { resolveDayRange } from './day-range';
import { theoreticalRtp } from './theoretical-rtp';

/**
 * Draws monitor: live issues, history with every drawn result re-verified from its published seed
 * with @fairdraw/rules, and the RTP monitor. Read-only: results are never set by anyone.
 */
export function createAdminDrawsService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const repo = createAdminDrawsRepo(deps.db);
  const iso = (v: Date | string) => toZonedIso(new Date(v), deps.timeZone);
  const issueView = (i: IssueRaw | null) =>
    i && {
      issue: i.issue,
      openAt: iso(i.open_at),
      closeAt: iso(i.close_at),
      drawAt: iso(i.draw_at),
      commitment: i.commitment,
    };

  return {
    async live() {
      const rows = await repo.live();
      return {
        list: rows.map((r) => ({
          game: r.code,
          enabled: r.enabled,
          current: issueView(r.current),
          next: issueView(r.next),
          lastDrawn:
            r.last?.result && r.last.drawn_at
              ? { issue: r.last.issue, result: r.last.result, drawnAt: iso(r.last.drawn_at) }
              : null,
          overdue: Number(r.overdue),
        })),
      };
    },

    async history(q: z.output<typeof adminDrawsHistoryBody>) {
      const { rows, total } = await repo.history(q.game, q.pageSize, (q.page - 1) * q.pageSize);
      return {
        list: rows.map((r) => {
          const drawn = r.seed !== null && r.result !== null;
          let verified: boolean | null = null;
          if (drawn && r.seed && r.result) {
            const check = verifyDraw(q.game, r.issue, r.seed, r.commitment);
            verified = check.commitmentOk && JSON.stringify(check.result) === JSON.stringify(r.result);
          }
          return {
            issue: r.issue,
            drawAt: iso(r.draw_at),
            drawnAt: r.drawn_at ? iso(r.drawn_at) : null,
            commitment: r.commitment,
            seed: drawn ? r.seed : null,
            result: drawn ? r.result : null,
            verified,
          };
        }),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Actual return (payouts / stakes of settled bets) per game and play beside the theoretical one. */
    async rtp(q: z.output<typeof adminRtpBody>) {
      const range = resolveDayRange(q, deps.clock.now(), deps.timeZone);
      const [returns, rates] = await Promise.all([
        repo.returns(range.start, range.end, q.game),
        repo.ratesOf(q.game),
      ]);
      const ratesOf = new Map<string, Record<string, number>>();
      for (const r of rates) {
        const key = `${r.game_code}/${r.play_code}`;
        ratesOf.set(key, { ...ratesOf.get(key), [r.rate_key]: r.rate });
      }
      return {
        from: range.from,
        to: range.to,
        list: returns.map((r) => {
          const stakes = Number(r.stakes);
          const payouts = Number(r.payouts);
          return {
            game: r.game_code,
            play: r.play_code,
            betCount: Number(r.bets),
            stakes,
            payouts,
            actualRtp: stakes > 0 ? payouts / stakes : null,
            theoreticalRtp: theoreticalRtp(
              r.game_code,
              r.play_code,
              ratesOf.get(`${r.game_code}/${r.play_code}`) ?? {},
            ),
          };
        }),
      };
    },
  };
}
export type AdminDrawsService = ReturnType<typeof createAdminDrawsService>;
