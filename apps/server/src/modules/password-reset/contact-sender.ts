import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createContactOutboxRepo } from './contact-outbox.repo';

export interface Contact {
  channel: 'phone' | 'email';
  address: string;
}

/**
 * Delivers a short text to a player's bound phone or e-mail (ADR 104), or to an address being bound
 * (its one-time code, ADR 119). Production plugs an SMS or SMTP implementation in here (e.g. nodemailer
 * when an SMTP_URL is configured; none exists yet); the development one below is an outbox.
 */
export interface ContactSender {
  send(to: Contact, text: string, tx: DbOrTx): Promise<void>;
}

/**
 * Development sender: stores the text under the address. Only the holder of the address reads it
 * (GET /dev/outbox?address=…, outside production): it stands in for the phone or mailbox.
 */
export function createOutboxSender(
  db: Db,
  clock: Clock,
): ContactSender & {
  read(address: string): Promise<{ channel: string; text: string; createdAt: Date }[]>;
} {
  const outbox = createContactOutboxRepo(db);
  return {
    async send(to, text, tx) {
      await outbox.insert({ ...to, text, createdAt: clock.now() }, tx);
    },
    read: (address) => outbox.latestTo(address, 20),
  };
}
