import { ResponseCode } from '@fairdraw/contract';

import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';

/**
 * After any reset or change of the login or fund password, new payout addresses and withdrawals wait
 * `holdMs` (SECRET_CHANGE_HOLD_HOURS, ADR 104): whoever took over the secrets cannot cash out at once,
 * and the player, told in the message centre, has time to react.
 */
export function createSecretHold(deps: { clock: Clock; holdMs: number; timeZone: string }) {
  return {
    /** Refuses with 1001 and `data.until` (ISO, operator's time zone) while the hold lasts. */
    assertNotHeld(user: { secretsChangedAt: Date | null }): void {
      if (!user.secretsChangedAt) return;
      const until = new Date(user.secretsChangedAt.getTime() + deps.holdMs);
      if (deps.clock.now() < until) {
        throw new AppError('money.secretChangeHold', ResponseCode.notAllowed, undefined, {
          until: toZonedIso(until, deps.timeZone),
        });
      }
    },
    endsAt: (changedAt: Date) => new Date(changedAt.getTime() + deps.holdMs),
  };
}
export type SecretHold = ReturnType<typeof createSecretHold>;
