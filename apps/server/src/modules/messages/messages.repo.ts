import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { announcementReads, announcements, newsletters } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewsletterRow = typeof newsletters.$inferSelect;
export type NewNewsletter = typeof newsletters.$inferInsert;

const live = isNull(announcements.deletedAt);

/** Announcements, their per-user reads, and newsletters. Every query names the reader. */
export function createMessagesRepo(db: DbOrTx) {
  return {
    async noticePage(userId: number, limit: number, offset: number, tx: DbOrTx = db) {
      const rows = await tx
        .select({ notice: announcements, readAt: announcementReads.readAt })
        .from(announcements)
        .leftJoin(
          announcementReads,
          and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
        )
        .where(live)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(announcements).where(live);
      return { rows, total: total?.n ?? 0 };
    },

    async newsletterPage(userId: number, limit: number, offset: number, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(newsletters)
        .where(eq(newsletters.userId, userId))
        .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(newsletters).where(eq(newsletters.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },

    async unreadNotices(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(announcements)
        .where(
          and(
            live,
            sql`not exists (select 1 from ${announcementReads} r
              where r.announcement_id = ${announcements.id} and r.user_id = ${userId})`,
          ),
        );
      return row?.n ?? 0;
    },

    async unreadNewsletters(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(newsletters)
        .where(and(eq(newsletters.userId, userId), isNull(newsletters.readAt)));
      return row?.n ?? 0;
    },

    async liveNotice(id: number, tx: DbOrTx = db): Promise<AnnouncementRow | undefined> {
      const [row] = await tx
        .select()
        .from(announcements)
        .where(and(eq(announcements.id, id), live))
        .limit(1);
      return row;
    },

    async markNoticeRead(userId: number, announcementId: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.insert(announcementReads).values({ announcementId, userId, readAt: at }).onConflictDoNothing();
    },

    async markAllNoticesRead(userId: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`insert into ${announcementReads} (announcement_id, user_id, read_at)
        select a.id, ${userId}, ${at} from ${announcements} a where a.deleted_at is null
        on conflict do nothing`);
    },

    async newsletterById(id: number, tx: DbOrTx = db): Promise<NewsletterRow | undefined> {
      const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
      return row;
    },

    /** Only the owner's unread row changes: the user id is part of the condition, not just checked. */
    async markNewsletterRead(userId: number, id: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(newsletters)
        .set({ readAt: at })
        .where(and(eq(newsletters.id, id), eq(newsletters.userId, userId), isNull(newsletters.readAt)));
    },

    async markAllNewslettersRead(userId: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(newsletters)
        .set({ readAt: at })
        .where(and(eq(newsletters.userId, userId), isNull(newsletters.readAt)));
    },

    /** A repeated dedupe key inserts nothing and answers undefined. */
    async insertNewsletter(row: NewNewsletter, tx: DbOrTx = db): Promise<NewsletterRow | undefined> {
      const [inserted] = await tx.insert(newsletters).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    latestNotices(limit: number, tx: DbOrTx = db): Promise<AnnouncementRow[]> {
      return tx
        .select()
        .from(announcements)
        .where(live)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit);
    },

    /** Back office: every live notice with how many users have read it. */
    async adminNoticePage(limit: number, offset: number, tx: DbOrTx = db) {
      const rows = await tx
        .select({
          notice: announcements,
          reads: sql<number>`(select count(*) from ${announcementReads} r
            where r.announcement_id = ${announcements.id})::int`,
        })
        .from(announcements)
        .where(live)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(announcements).where(live);
      return { rows, total: total?.n ?? 0 };
    },

    async insertNotice(
      row: { title: string; body: string; operatorId: number; createdAt: Date },
      tx: DbOrTx = db,
    ): Promise<AnnouncementRow> {
      const [inserted] = await tx.insert(announcements).values(row).returning();
      if (!inserted) throw new Error('announcement not inserted');
      return inserted;
    },

    async softDeleteNotice(id: number, at: Date, tx: DbOrTx = db): Promise<AnnouncementRow | undefined> {
      const [row] = await tx
        .update(announcements)
        .set({ deletedAt: at })
        .where(and(eq(announcements.id, id), live))
        .returning();
      return row;
    },
  };
}
export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
