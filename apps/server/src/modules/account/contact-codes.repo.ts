import { and, desc, eq, gt, isNull } from 'drizzle-orm';

import type { Db, DbOrTx } from '../../db/client';
import { contactCodes } from '../../db/schema';
import type { Contact } from '../password-reset/contact-sender';

export type ContactCodeRow = typeof contactCodes.$inferSelect;

export function createContactCodesRepo(db: Db) {
  return {
    /** A new code supersedes any open code of the same channel. */
    async closeOpen(userId: number, channel: Contact['channel'], now: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(contactCodes)
        .set({ closedAt: now })
        .where(
          and(
            eq(contactCodes.userId, userId),
            eq(contactCodes.channel, channel),
            isNull(contactCodes.closedAt),
          ),
        );
    },
    async insert(row: typeof contactCodes.$inferInsert, tx: DbOrTx): Promise<void> {
      await tx.insert(contactCodes).values(row);
    },
    async newestOpen(
      userId: number,
      channel: Contact['channel'],
      now: Date,
    ): Promise<ContactCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(contactCodes)
        .where(
          and(
            eq(contactCodes.userId, userId),
            eq(contactCodes.channel, channel),
            isNull(contactCodes.closedAt),
            gt(contactCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(contactCodes.id))
        .limit(1);
      return row;
    },
    /** Closes the code if still open; false when a parallel request redeemed it first. */
    async redeem(id: number, now: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(contactCodes)
        .set({ closedAt: now })
        .where(and(eq(contactCodes.id, id), isNull(contactCodes.closedAt)))
        .returning({ id: contactCodes.id });
      return rows.length === 1;
    },
  };
}
