// jobs: one claim per daily job and day, across processes (ADR 033).
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/** One row per job and day: whoever inserts it runs the job, so two servers never both do. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    day: text('day').notNull(),
    claimedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
