import { and, asc, count, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { supportConversations, supportMessages, users } from '../../db/schema';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;

/** Support conversations and their messages. */
export function createSupportRepo(db: DbOrTx) {
  return {
    async byUser(userId: number, tx: DbOrTx = db): Promise<ConversationRow | undefined> {
      const [row] = await tx
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.userId, userId))
        .limit(1);
      return row;
    },

    async byId(id: number, tx: DbOrTx = db): Promise<ConversationRow | undefined> {
      const [row] = await tx
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, id))
        .limit(1);
      return row;
    },

    /**
     * The user's one conversation, a browser's visitor conversation (by key hash), or the key-less
     * visitors' conversation of a contact; created on first use.
     */
    async ensure(
      owner: { userId: number } | { visitorContact: string; visitorKeyHash?: string | undefined },
      at: Date,
      tx: DbOrTx = db,
    ): Promise<ConversationRow> {
      await tx
        .insert(supportConversations)
        .values({ ...owner, lastMessageAt: at, createdAt: at })
        .onConflictDoNothing();
      const c = supportConversations;
      const where =
        'userId' in owner
          ? eq(c.userId, owner.userId)
          : owner.visitorKeyHash
            ? and(eq(c.visitorKeyHash, owner.visitorKeyHash), isNull(c.userId))
            : and(eq(c.visitorContact, owner.visitorContact), isNull(c.userId), isNull(c.visitorKeyHash));
      const [row] = await tx.select().from(c).where(where).limit(1);
      if (!row) throw new Error('support conversation neither inserted nor found');
      return row;
    },

    /** The visitor conversation filed under this key hash, still unlinked, locked for the link. */
    async unlinkedByKeyForUpdate(visitorKeyHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(supportConversations)
        .where(
          and(eq(supportConversations.visitorKeyHash, visitorKeyHash), isNull(supportConversations.userId)),
        )
        .for('update')
        .limit(1);
      return row;
    },

    async setVisitorContact(conversationId: number, visitorContact: string, tx: DbOrTx = db) {
      await tx
        .update(supportConversations)
        .set({ visitorContact })
        .where(eq(supportConversations.id, conversationId));
    },

    /** The user had no conversation: the visitor's becomes theirs (contact kept, key spent). */
    async assignToUser(conversationId: number, userId: number, tx: DbOrTx = db) {
      await tx
        .update(supportConversations)
        .set({ userId, visitorKeyHash: null })
        .where(eq(supportConversations.id, conversationId));
    },

    /**
     * The user already had a conversation: the visitor's messages move into it (ids, hence order,
     * unchanged), its unread state for operators survives, and the visitor conversation goes.
     */
    async mergeInto(from: ConversationRow, into: ConversationRow, tx: DbOrTx = db) {
      const m = supportMessages;
      const [firstUnread] = await tx
        .select({ id: sql<number | null>`min(${m.id})` })
        .from(m)
        .where(
          and(eq(m.conversationId, from.id), ne(m.author, 'operator'), gt(m.id, from.operatorLastReadId)),
        );
      const unreadFrom = firstUnread?.id == null ? null : Number(firstUnread.id);
      await tx.update(m).set({ conversationId: into.id }).where(eq(m.conversationId, from.id));
      const c = supportConversations;
      await tx
        .update(c)
        .set({
          visitorContact: into.visitorContact ?? from.visitorContact,
          lastMessageAt: from.lastMessageAt > into.lastMessageAt ? from.lastMessageAt : into.lastMessageAt,
          ...(unreadFrom === null
            ? {}
            : { operatorLastReadId: Math.min(into.operatorLastReadId, unreadFrom - 1) }),
        })
        .where(eq(c.id, into.id));
      await tx.delete(c).where(eq(c.id, from.id));
    },

    async insertMessage(row: NewSupportMessage, tx: DbOrTx = db): Promise<SupportMessageRow> {
      const [inserted] = await tx.insert(supportMessages).values(row).returning();
      if (!inserted) throw new Error('support message not inserted');
      await tx
        .update(supportConversations)
        .set({ lastMessageAt: inserted.createdAt })
        .where(eq(supportConversations.id, inserted.conversationId));
      return inserted;
    },

    /** After `sinceId`, oldest first; without `sinceId` the newest `limit`, still oldest first. */
    async messages(conversationId: number, sinceId: number, limit: number, tx: DbOrTx = db) {
      if (sinceId > 0) {
        return tx
          .select()
          .from(supportMessages)
          .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.id, sinceId)))
          .orderBy(asc(supportMessages.id))
          .limit(limit);
      }
      const newest = await tx
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId))
        .orderBy(desc(supportMessages.id))
        .limit(limit);
      return newest.reverse();
    },

    async lastMessageId(conversationId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ id: sql<number | null>`max(${supportMessages.id})` })
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId));
      return Number(row?.id ?? 0);
    },

    async markUserRead(conversationId: number, upToId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(supportConversations)
        .set({ userLastReadId: sql`greatest(${supportConversations.userLastReadId}, ${upToId})` })
        .where(eq(supportConversations.id, conversationId));
    },

    async markOperatorRead(conversationId: number, upToId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(supportConversations)
        .set({ operatorLastReadId: sql`greatest(${supportConversations.operatorLastReadId}, ${upToId})` })
        .where(eq(supportConversations.id, conversationId));
    },

    /** Operator replies newer than what the user has seen. */
    async unreadForUser(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(supportMessages)
        .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
        .where(
          and(
            eq(supportConversations.userId, userId),
            eq(supportMessages.author, 'operator'),
            gt(supportMessages.id, supportConversations.userLastReadId),
          ),
        );
      return row?.n ?? 0;
    },

    /** Send throttle: messages from this conversation's owner, or from this address, since `since`. */
    async sentSince(
      by: { conversationId: number } | { ip: string },
      since: Date,
      tx: DbOrTx = db,
    ): Promise<number> {
      const who =
        'conversationId' in by
          ? eq(supportMessages.conversationId, by.conversationId)
          : eq(supportMessages.ip, by.ip);
      const [row] = await tx
        .select({ n: count() })
        .from(supportMessages)
        .where(and(who, ne(supportMessages.author, 'operator'), gte(supportMessages.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Back office: newest activity first, with the owner's account and messages operators have not read. */
    async conversationPage(unreadOnly: boolean, limit: number, offset: number, tx: DbOrTx = db) {
      const unread = sql<number>`(select count(*) from ${supportMessages} m
        where m.conversation_id = ${supportConversations.id} and m.author <> 'operator'
          and m.id > ${supportConversations.operatorLastReadId})::int`;
      const filter = unreadOnly ? sql`${unread} > 0` : undefined;
      const rows = await tx
        .select({ conversation: supportConversations, account: users.account, unread })
        .from(supportConversations)
        .leftJoin(users, eq(users.id, supportConversations.userId))
        .where(filter)
        .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(supportConversations).where(filter);
      return { rows, total: total?.n ?? 0 };
    },

    /** The last message of each listed conversation. */
    async lastMessages(conversationIds: number[], tx: DbOrTx = db): Promise<SupportMessageRow[]> {
      if (!conversationIds.length) return [];
      return tx
        .selectDistinctOn([supportMessages.conversationId])
        .from(supportMessages)
        .where(inArray(supportMessages.conversationId, conversationIds))
        .orderBy(supportMessages.conversationId, desc(supportMessages.id));
    },
  };
}
export type SupportRepo = ReturnType<typeof createSupportRepo>;
