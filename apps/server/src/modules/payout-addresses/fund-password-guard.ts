import { and, count, eq, gte } from 'drizzle-orm';

import { ResponseCode } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { failedAttempts } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import type { UserRow } from '../account/account.service';

/** Issue 10: 5 wrong fund passwords lock withdrawals (and binding or removing addresses) for 24 h. */
export const fundPasswordFailuresMax = 5;
export const fundPasswordLockMs = 24 * 60 * 60 * 1000;

/**
 * Checks the fund password of money operations. Failures are counted in `failed_attempts` under the
 * subject `withdraw:<userId>`, inside a sliding 24-hour window (ADR 031), so the lock holds across
 * server processes.
 */
export function createFundPasswordGuard(deps: { db: Db; clock: Clock; passwords: PasswordHasher }) {
  const subjectOf = (userId: number) => `withdraw:${userId}`;
  const failuresOf = async (userId: number): Promise<number> => {
    const since = new Date(deps.clock.now().getTime() - fundPasswordLockMs);
    const [row] = await deps.db
      .select({ n: count() })
      .from(failedAttempts)
      .where(
        and(
          eq(failedAttempts.kind, 'fund_password'),
          eq(failedAttempts.subject, subjectOf(userId)),
          gte(failedAttempts.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  };
  const locked = () => new AppError('money.fundPasswordLocked', ResponseCode.rateLimited);

  return {
    isLocked: async (userId: number) => (await failuresOf(userId)) >= fundPasswordFailuresMax,

    /** Throws 1001 without a fund password, 1006 while locked, 1000 on `fundPassword` when wrong. */
    async verify(user: UserRow, fundPassword: string, ip: string): Promise<void> {
      if (!user.fundPasswordHash) throw new AppError('auth.fundPasswordNotSet', ResponseCode.notAllowed);
      const failures = await failuresOf(user.id);
      if (failures >= fundPasswordFailuresMax) throw locked();
      if (await deps.passwords.verifyFund(user.fundPasswordHash, fundPassword)) return;
      await deps.db
        .insert(failedAttempts)
        .values({ kind: 'fund_password', subject: subjectOf(user.id), ip, createdAt: deps.clock.now() });
      if (failures + 1 >= fundPasswordFailuresMax) throw locked();
      throw fieldError('fundPassword', 'auth.wrongFundPassword');
    },
  };
}
export type FundPasswordGuard = ReturnType<typeof createFundPasswordGuard>;
