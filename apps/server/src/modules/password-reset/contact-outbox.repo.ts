import { desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { contactOutbox } from '../../db/schema';

/** The development outbox of texts sent to phones and e-mail addresses (ADR 104). */
export function createContactOutboxRepo(db: DbOrTx) {
  return {
    async insert(row: typeof contactOutbox.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(contactOutbox).values(row);
    },

    /** The newest texts sent to an address, newest first. */
    latestTo: (address: string, limit: number, tx: DbOrTx = db) =>
      tx
        .select({
          channel: contactOutbox.channel,
          text: contactOutbox.text,
          createdAt: contactOutbox.createdAt,
        })
        .from(contactOutbox)
        .where(eq(contactOutbox.address, address))
        .orderBy(desc(contactOutbox.id))
        .limit(limit),
  };
}
