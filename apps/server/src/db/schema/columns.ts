// Column shapes every module schema uses.
import { timestamp } from 'drizzle-orm/pg-core';

/** A time column with its zone (every instant is stored as timestamptz). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
