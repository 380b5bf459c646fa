// live: every live event, kept so a stream can resume with Last-Event-ID (ADR 011).
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { at } from './columns';

/** `service`: an operator's reply, to one user (ADR 076). */
export const drawEventKinds = ['issue', 'closing', 'result', 'settled', 'service'] as const;

export type DrawEventKind = (typeof drawEventKinds)[number];

/** Every live event, so `Last-Event-ID` can resume; `userId` set for per-user events (settled). */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: drawEventKinds }).notNull(),
    userId: integer('user_id'),
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    // The pruner finds expired rows by age without scanning the table (live-pruner.ts).
    index('live_events_created_idx').on(t.createdAt),
  ],
);
