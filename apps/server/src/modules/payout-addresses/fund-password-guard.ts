import { ResponseCode } from '@fairdraw/contract';

import { AppError, fieldError } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/password';
import type { UserRow } from '../account/account.service';
import type { AttemptGuard } from '../attempts/attempt-guard';
import { fundPassword } from '../attempts/attempt-policies';

/**
 * The fund password of every operation that asks for it (withdrawal, binding or removing an address,
 * agent transfers, changing the fund password): one subject per user and one 24-hour lock after 5
 * failures (ADR 031), each attempt reserved before the hash is verified (ADR 100).
 */
export function createFundPasswordGuard(deps: { attempts: AttemptGuard; passwords: PasswordHasher }) {
  return {
    /** Throws 1001 without a fund password, 1006 while locked (and on the 5th failure), else 1000 on `field`. */
    async verify(user: UserRow, secret: string, ip: string, field = 'fundPassword'): Promise<void> {
      const hash = user.fundPasswordHash;
      if (!hash) throw new AppError('auth.fundPasswordNotSet', ResponseCode.notAllowed);
      await deps.attempts.check(
        fundPassword(user.id, ip),
        () => deps.passwords.verifyFund(hash, secret),
        () => fieldError(field, 'auth.wrongFundPassword'),
      );
    },
  };
}
export type FundPasswordGuard = ReturnType<typeof createFundPasswordGuard>;
