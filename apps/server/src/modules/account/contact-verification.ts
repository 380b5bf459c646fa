import { randomInt } from 'node:crypto';

import { ResponseCode } from '@fairdraw/contract';
import { contactCodeLength } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso } from '../../lib/zoned-time';
import type { AttemptGuard } from '../attempts/attempt-guard';
import { contactCode, contactCodeWindowMs } from '../attempts/attempt-policies';
import type { Contact, ContactSender } from '../password-reset/contact-sender';
import type { AccountRepo, SessionUser } from './account.repo';
import { type ContactCodeRow, createContactCodesRepo } from './contact-codes.repo';

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  attempts: AttemptGuard;
  sender: ContactSender;
  accounts: Pick<AccountRepo, 'findIdBy' | 'update'>;
  timeZone: string;
  /** Refuses an address another player's break or exclusion holds (ADR 121), after it is set. */
  guard?: { guardContact(user: SessionUser, address: string, tx: DbOrTx): Promise<void> };
}

/** A code lives as long as the attempt window that limits its guesses. */
export const contactCodeTtlMs = contactCodeWindowMs;

const newCode = () => String(randomInt(10 ** contactCodeLength)).padStart(contactCodeLength, '0');

/**
 * Binding a phone or e-mail in two steps (docs/security.md finding 13e, ADR 119): `request` sends a one-time
 * code to the address and answers the same whether or not another account holds it; `confirm` binds
 * the address only with the right code, each try reserved by the attempt guard first.
 */
export function createContactVerification(deps: Deps) {
  const codes = createContactCodesRepo(deps.db);
  const { clock, passwords } = deps;
  const taken = (channel: Contact['channel']) =>
    new AppError(channel === 'email' ? 'account.emailTaken' : 'account.phoneTaken', ResponseCode.conflict);
  const invalidCode = () => fieldError('code', 'account.contactCodeInvalid');

  function refuseTrial(user: SessionUser): void {
    if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
  }

  return {
    async request(user: SessionUser, to: Contact): Promise<void> {
      refuseTrial(user);
      const now = clock.now();
      const owner = await deps.accounts.findIdBy(to.channel, to.address);
      // Hashed before the branch: the answer time does not tell a taken address apart either.
      const code = newCode();
      const codeHash = await passwords.hashFund(code);
      await deps.db.transaction(async (tx) => {
        if (owner !== undefined && owner !== user.id) {
          // Only the holder of the address learns of it; the caller gets the usual answer.
          const notice =
            'Fairdraw: someone asked to bind this address to another account. It stays bound to yours; no action is needed.';
          await deps.sender.send(to, notice, tx);
          return;
        }
        const expiresAt = new Date(now.getTime() + contactCodeTtlMs);
        await codes.closeOpen(user.id, to.channel, now, tx);
        await codes.insert({ userId: user.id, ...to, codeHash, expiresAt, createdAt: now }, tx);
        const text = `Fairdraw: your code to bind this ${to.channel === 'email' ? 'e-mail' : 'phone'} is ${code}, valid until ${toZonedIso(expiresAt, deps.timeZone)}. Nobody from Fairdraw will ask you for it.`;
        await deps.sender.send(to, text, tx);
      });
    },

    /** Wrong, expired or foreign codes answer 1000 on `code`; past the limit 1006 without verifying. */
    async confirm(user: SessionUser, to: Contact, code: string, ip: string): Promise<void> {
      refuseTrial(user);
      let matched: ContactCodeRow | undefined;
      const outcome = await deps.attempts.attempt(contactCode(user.id, ip), async () => {
        const open = await codes.newestOpen(user.id, to.channel, clock.now());
        const valid = open?.address === to.address ? open : undefined;
        if (!(await passwords.verifyFund(valid?.codeHash ?? null, code))) return false;
        matched = valid;
        return true;
      });
      if (outcome.result === 'refused') throw new AppError('auth.tooManyAttempts', ResponseCode.rateLimited);
      if (outcome.result === 'wrong' || !matched) throw invalidCode();
      const redeemed = matched;
      try {
        await deps.db.transaction(async (tx) => {
          if (!(await codes.redeem(redeemed.id, clock.now(), tx))) throw invalidCode();
          await deps.accounts.update(user.id, { [to.channel]: to.address }, tx);
          await deps.guard?.guardContact(user, to.address, tx);
        });
      } catch (error) {
        // Another account bound the same address since the code was sent: the unique index decides.
        if (isUniqueViolation(error)) throw taken(to.channel);
        throw error;
      }
    },
  };
}
export type ContactVerification = ReturnType<typeof createContactVerification>;
