// attempts: every secret check, reserved before it is verified (ADR 100).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

export const attemptKinds = ['login', 'fund_password', 'operator_login', 'contact_code'] as const;

/** Failed attempts only; throttling counts rows inside the window (works across instances). */
export const failedAttempts = pgTable(
  'failed_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: attemptKinds }).notNull(),
    /** Lower-cased account (login), `withdraw:<userId>` (fund password), `<account>@<ip>` (operator). */
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('failed_attempts_subject_idx').on(t.kind, t.subject, t.createdAt),
    index('failed_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
    check(
      'failed_attempts_kind_ck',
      sql`${t.kind} in ('login', 'fund_password', 'operator_login', 'contact_code')`,
    ),
  ],
);
