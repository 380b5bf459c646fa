import { randomInt } from 'node:crypto';

import { type RedeemResetCodeInput, ResponseCode, resetCodeLength } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import type { ResetKind } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomSecret } from '../../lib/ids';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso } from '../../lib/zoned-time';
import type { SessionService } from '../auth/session.service';
import type { SystemNewsletters } from '../messages/messages.service';
import type { Contact, ContactSender } from './contact-sender';
import { createPasswordResetRepo } from './password-reset.repo';
import type { SecretHold } from './secret-hold';

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: Pick<SessionService, 'endSessionsOf'>;
  newsletters: SystemNewsletters;
  sender: ContactSender;
  hold: SecretHold;
  timeZone: string;
}

/** How long a reset code can be redeemed. */
export const resetCodeTtlMs = 24 * 60 * 60 * 1000;

const newCode = () => String(randomInt(10 ** resetCodeLength)).padStart(resetCodeLength, '0');

export interface ResetTarget {
  id: number;
  phone: string | null;
  email: string | null;
}

/** The contacts a code would go to; an operator's reset is refused (1001) when there are none. */
function contactsOf(user: ResetTarget): Contact[] {
  const contacts: Contact[] = [];
  if (user.phone) contacts.push({ channel: 'phone', address: user.phone });
  if (user.email) contacts.push({ channel: 'email', address: user.email });
  if (contacts.length === 0) throw new AppError('admin.resetNoContact', ResponseCode.notAllowed);
  return contacts;
}

/**
 * Operator resets without the operator ever holding the secret (ADR 104): the old secret is replaced by
 * an unknowable one, a one-time code goes to the player's bound contacts, the player is told in the
 * message centre, and the player chooses the new secret with the code (`redeem`).
 */
export function createPasswordResetService(deps: Deps) {
  const repo = createPasswordResetRepo(deps.db);
  const { clock, passwords } = deps;
  const hashOf = (kind: ResetKind, secret: string) =>
    kind === 'login' ? passwords.hashLogin(secret) : passwords.hashFund(secret);
  const invalidCode = () => fieldError('code', 'auth.resetCodeInvalid');

  return {
    contactsOf,

    /** Inside the operator's transaction, with the user row locked by the caller. */
    async issue(user: ResetTarget, kind: ResetKind, tx: DbOrTx): Promise<Contact['channel'][]> {
      const contacts = contactsOf(user);
      const now = clock.now();
      await repo.setSecret(user.id, kind, await hashOf(kind, randomSecret()), true, now, tx);
      if (kind === 'login') await deps.sessions.endSessionsOf(user.id, null, 'password_changed', tx);
      await repo.closeOpen(user.id, kind, now, tx);
      const code = newCode();
      const expiresAt = new Date(now.getTime() + resetCodeTtlMs);
      const row = await repo.insert(
        { userId: user.id, kind, codeHash: await passwords.hashFund(code), expiresAt, createdAt: now },
        tx,
      );
      const text = `Fairdraw: your ${kind} password reset code is ${code}, valid until ${toZonedIso(expiresAt, deps.timeZone)}. Nobody from Fairdraw will ask you for it.`;
      for (const contact of contacts) await deps.sender.send(contact, text, tx);
      await deps.newsletters.sendSystem(
        user.id,
        kind === 'login' ? 'loginPasswordReset' : 'fundPasswordReset',
        {
          time: toZonedIso(now, deps.timeZone),
          holdUntil: toZonedIso(deps.hold.endsAt(now), deps.timeZone),
        },
        `password-reset:${row.id}`,
        tx,
      );
      return contacts.map((c) => c.channel);
    },

    /**
     * The player sets the new secret with the code. Each try is reserved before the code is
     * verified; unknown accounts, wrong, spent and expired codes all answer the same 1000.
     */
    async redeem(input: RedeemResetCodeInput): Promise<void> {
      const user = await repo.userByAccount(input.account);
      const now = clock.now();
      const reserved = user ? await repo.reserveAttempt(user.id, input.kind, now) : undefined;
      if (!user || !reserved) {
        await passwords.verifyFund(null, input.code); // same cost as a real check
        throw invalidCode();
      }
      if (!(await passwords.verifyFund(reserved.codeHash, input.code))) throw invalidCode();
      const hash = await hashOf(input.kind, input.newPassword);
      await deps.db.transaction(async (tx) => {
        if (!(await repo.redeem(reserved.id, now, tx))) throw invalidCode();
        await repo.setSecret(user.id, input.kind, hash, false, now, tx);
        if (input.kind === 'login') await deps.sessions.endSessionsOf(user.id, null, 'password_changed', tx);
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
