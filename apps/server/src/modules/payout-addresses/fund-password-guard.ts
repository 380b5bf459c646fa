import { ResponseCode } from '@fairdraw/contract';

import { AppError, fieldError } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/password';
import type { SessionUser } from '../account/account.service';
import type { AttemptGuard } from '../attempts/attempt-guard';
import { fundPassword } from '../attempts/attempt-policies';

/**
 * The fund password of every operation that asks for it (withdrawal, binding or removing an address,
 * agent transfers, changing the fund password): one subject per user and one 24-hour lock after 5
 * failures (ADR 031), each attempt reserved before the hash is verified (ADR 100).
 */
export function createFundPasswordGuard(deps: {
  attempts: AttemptGuard;
  passwords: PasswordHasher;
  /** The user's fund password hash as stored now (the session's user carries none: ADR 149). */
  fundPasswordHashOf: (userId: number) => Promise<string | null>;
}) {
  return {
    /** Throws 1001 without a fund password, 1006 while locked (and on the 5th failure), else 1000 on `field`. */
    async verify(user: SessionUser, secret: string, ip: string, field = 'fundPassword'): Promise<void> {
      if (!user.hasFundPassword) throw new AppError('auth.fundPasswordNotSet', ResponseCode.notAllowed);
      await deps.attempts.check(
        fundPassword(user.id, ip),
        // Read once the attempt is reserved; a hash gone meanwhile verifies nothing.
        async () => deps.passwords.verifyFund(await deps.fundPasswordHashOf(user.id), secret),
        () => fieldError(field, 'auth.wrongFundPassword'),
      );
    },
  };
}
export type FundPasswordGuard = ReturnType<typeof createFundPasswordGuard>;
