// support: customer-service conversations of players and visitors (ADR 076, 089).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { at } from './columns';
import { users } from './account';
import { operators } from './admin';

/**
 * One conversation per user (unique user_id), or one per anonymous visitor's contact. The read
 * marks are the last message id each side has seen, so unread counts are one indexed range.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** Phone, e-mail or telegram handle an anonymous visitor left (kept once linked to a user). */
    visitorContact: text('visitor_contact'),
    /**
     * SHA-256 (hex) of the secret visitor key the visitor's browser keeps: whoever logs in on that
     * browser may link the conversation to their account. Cleared when linked (ADR 089).
     */
    visitorKeyHash: text('visitor_key_hash'),
    userLastReadId: bigint('user_last_read_id', { mode: 'number' }).notNull().default(0),
    operatorLastReadId: bigint('operator_last_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_uq').on(t.userId),
    // Key-less visitors (older clients, API callers) share one conversation per contact.
    uniqueIndex('support_conversations_visitor_uq')
      .on(t.visitorContact)
      .where(sql`${t.userId} is null and ${t.visitorKeyHash} is null`),
    uniqueIndex('support_conversations_visitor_key_uq').on(t.visitorKeyHash),
    index('support_conversations_recent_idx').on(t.lastMessageAt),
    // A user's conversation or a visitor's (with a contact); a linked one may keep the contact but
    // never a visitor key.
    check(
      'support_conversations_owner_ck',
      sql`(${t.userId} is not null or ${t.visitorContact} is not null) and (${t.userId} is null or ${t.visitorKeyHash} is null)`,
    ),
  ],
);

export const supportAuthors = ['user', 'visitor', 'operator'] as const;

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    author: text('author', { enum: supportAuthors }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    text: text('text').notNull(),
    /** Sender's address: the send throttle counts a visitor's messages by it (ADR 077). */
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    index('support_messages_ip_idx').on(t.ip, t.createdAt),
    check('support_messages_author_ck', sql`${t.author} in ('user', 'visitor', 'operator')`),
    check('support_messages_operator_ck', sql`(${t.author} = 'operator') = (${t.operatorId} is not null)`),
  ],
);
