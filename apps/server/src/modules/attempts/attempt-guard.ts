import type { Db } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type AttemptKind, type Limit, releaseAttempt, reserveAttempt } from './attempts.repo';

/** What one secret check is throttled by (see attempt-policies.ts). */
export interface AttemptPolicy {
  kind: AttemptKind;
  /** Stored on the failure row (the back office lists player login failures by it). */
  subject: string;
  ip: string;
  limits: readonly Limit[];
  /** The 1006 answer while refused. */
  locked: () => AppError;
  /** The failure that fills a tier already answers `locked` (fund passwords, ADR 031). */
  lockOnFillingFailure: boolean;
}

export type AttemptOutcome =
  | { result: 'verified' }
  | { result: 'wrong'; fillsATier: boolean }
  /** Over the limit: the secret was not verified. */
  | { result: 'refused' };

/**
 * The one guard around every secret check (ADR 100): the attempt is reserved as a failure before
 * the secret is verified and released when it was right, so parallel tries can never verify more
 * secrets than the limit allows. State lives in the database, so it holds across processes.
 */
export function createAttemptGuard(deps: { db: Db; clock: Clock }) {
  async function attempt(policy: AttemptPolicy, verify: () => Promise<boolean>): Promise<AttemptOutcome> {
    const reservation = await reserveAttempt(
      deps.db,
      { kind: policy.kind, subject: policy.subject, ip: policy.ip, at: deps.clock.now() },
      policy.limits,
    );
    if (!reservation) return { result: 'refused' };
    // A verification that throws keeps the reservation: an error never buys a free try.
    if (await verify()) {
      await releaseAttempt(deps.db, reservation.id);
      return { result: 'verified' };
    }
    return { result: 'wrong', fillsATier: reservation.fillsATier };
  }

  return {
    attempt,
    /** attempt() that throws: `policy.locked()` when refused, `wrong()` for a wrong secret. */
    async check(policy: AttemptPolicy, verify: () => Promise<boolean>, wrong: () => AppError): Promise<void> {
      const outcome = await attempt(policy, verify);
      if (outcome.result === 'verified') return;
      if (outcome.result === 'refused') throw policy.locked();
      throw outcome.fillsATier && policy.lockOnFillingFailure ? policy.locked() : wrong();
    },
  };
}
export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
