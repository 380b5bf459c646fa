// messages: announcements to everyone with per-user read rows, and newsletters to one user with
// their own read flag (ADR 074).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { at } from './columns';
import { users } from './account';
import { operators } from './admin';

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
