// Messages (issue 11): announcements to everyone with per-user read rows, newsletters to one user
// with their own read flag, and customer-service conversations (ADR 074, 076).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { operators, users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Notices: to all users, also the home marquee. Deleting hides them (the audit log keeps the text). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('announcements_live_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A notice is read per user: one row when that user opened it (or marked all read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_reads_user_idx').on(t.userId),
  ],
);

/**
 * To one user. An operator's newsletter stores its literal title and body; a system newsletter
 * stores message keys and params, rendered in the reader's language (ADR 074).
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title'),
    body: text('body'),
    /** Server message keys (`newsletter.*.title` / `.body`) with `{name}` params. */
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    operatorId: integer('operator_id').references(() => operators.id),
    /** Keys a system newsletter to its cause (e.g. `withdraw-rejected:W…`), so a retry sends one. */
    dedupeKey: text('dedupe_key'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('newsletters_user_idx').on(t.userId, t.createdAt),
    index('newsletters_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('newsletters_dedupe_uq').on(t.dedupeKey),
    check(
      'newsletters_text_ck',
      sql`(${t.title} is not null and ${t.body} is not null) or (${t.titleKey} is not null and ${t.bodyKey} is not null)`,
    ),
  ],
);

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
