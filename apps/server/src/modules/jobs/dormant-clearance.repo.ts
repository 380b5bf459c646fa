import { and, eq, isNull, sql } from 'drizzle-orm';

import { limits } from '@fairdraw/rules';

import type { DbOrTx } from '../../db/client';
import { jobRuns, ledgerAccounts, users } from '../../db/schema';

export function createDormantClearanceRepo(db: DbOrTx) {
  return {
    /**
     * Players and agents (not trial, not the house) whose balance is above 0 and under the clearance
     * threshold, with no recharge since `noRechargeSince` or no login since `noLoginSince` (both
     * counted from the account's creation when it never had one). A read model joining users to the
     * ledger (docs/ARCHITECTURE.md "Data").
     */
    candidates(noRechargeSince: Date, noLoginSince: Date, tx: DbOrTx = db) {
      const lastRecharge = sql`(select max(e.created_at) from ledger_entries e
        where e.account_id = ${ledgerAccounts.id} and e.type = 'recharge' and e.amount_fen > 0)`;
      return tx
        .select({ userId: users.id, balanceFen: ledgerAccounts.balanceFen })
        .from(users)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
        .where(
          and(
            sql`${users.type} in ('player', 'agent')`,
            isNull(users.trialExpiresAt),
            sql`${users.passwordHash} is not null`,
            sql`${ledgerAccounts.balanceFen} > 0 and ${ledgerAccounts.balanceFen} < ${limits.inactiveClearBalanceFen}`,
            sql`(coalesce(${lastRecharge}, ${users.createdAt}) < ${noRechargeSince}
              or coalesce(${users.lastLoginAt}, ${users.createdAt}) < ${noLoginSince})`,
          ),
        );
    },

    /**
     * Claims the job's day with a conditional INSERT … ON CONFLICT DO UPDATE … WHERE (one row per job
     * and day): a claim unfinished since `staleBefore` may be taken over. False when another process
     * holds the day.
     */
    async claimDay(
      job: string,
      day: string,
      now: Date,
      staleBefore: Date,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [claimed] = await tx
        .insert(jobRuns)
        .values({ job, day, claimedAt: now })
        .onConflictDoUpdate({
          target: [jobRuns.job, jobRuns.day],
          set: { claimedAt: now },
          where: sql`${jobRuns.finishedAt} is null and ${jobRuns.claimedAt} < ${staleBefore}`,
        })
        .returning({ day: jobRuns.day });
      return claimed !== undefined;
    },

    async finishDay(job: string, day: string, at: Date, result: unknown, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(jobRuns)
        .set({ finishedAt: at, result })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.day, day)));
    },
  };
}
