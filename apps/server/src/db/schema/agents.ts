// agents: the agent tree (a closure table, ADR 070), extra invite links (ADR 072) and the daily
// report rows that settlement writes (ADR 071).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Every (ancestor, descendant) pair, self included at depth 0, so "the subtree of X" is one index
 * range scan on the primary key. Filled by a trigger on `users` insert (migration 0003 custom SQL).
 */
export const userTree = pgTable(
  'user_tree',
  {
    ancestorId: integer('ancestor_id').notNull(),
    descendantId: integer('descendant_id').notNull(),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('user_tree_descendant_idx').on(t.descendantId, t.depth),
    check('user_tree_depth_ck', sql`${t.depth} >= 0`),
  ],
);

export const inviteLinkTypes = ['player', 'agent'] as const;

/** An agent's extra invite code with its own rebate (≤ the agent's) and account type. */
export const inviteLinks = pgTable(
  'invite_links',
  {
    code: text('code').primaryKey(),
    agentId: integer('agent_id').notNull(),
    rebatePerMille: integer('rebate_per_mille').notNull(),
    type: text('type', { enum: inviteLinkTypes }).notNull(),
    registrations: integer('registrations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invite_links_agent_idx').on(t.agentId, t.createdAt),
    check('invite_links_type_ck', sql`${t.type} in ('player', 'agent')`),
    check('invite_links_rebate_ck', sql`${t.rebatePerMille} between 0 and 1000`),
  ],
);

/**
 * One row per user, settlement day (config TZ), game and play: settled stake, payout, the rebate the
 * user received on bets of that game and play (own or a subordinate's), and the number of bets.
 */
export const reportDaily = pgTable(
  'report_daily',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameCode: text('game_code').notNull(),
    playCode: text('play_code').notNull(),
    bettingFen: bigint('betting_fen', { mode: 'number' }).notNull().default(0),
    payoutFen: bigint('payout_fen', { mode: 'number' }).notNull().default(0),
    rebateFen: bigint('rebate_fen', { mode: 'number' }).notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.gameCode, t.playCode] }),
    // The dashboard sums a range of days over every user (ADR 127): without it, all history is read.
    index('report_daily_day_idx').on(t.day, t.gameCode),
  ],
);

/**
 * The same figures summed over each user's team (every descendant, depth ≥ 1), written with
 * report_daily, so a team's report reads days × plays rows whatever the team's size (ADR 071).
 */
export const teamReportDaily = pgTable(
  'team_report_daily',
  {
    ancestorId: integer('ancestor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameCode: text('game_code').notNull(),
    playCode: text('play_code').notNull(),
    bettingFen: bigint('betting_fen', { mode: 'number' }).notNull().default(0),
    payoutFen: bigint('payout_fen', { mode: 'number' }).notNull().default(0),
    rebateFen: bigint('rebate_fen', { mode: 'number' }).notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.day, t.gameCode, t.playCode] })],
);

/**
 * The operator's daily figures: report_daily summed over every user per day, game and play, so the
 * back-office dashboard reads days × plays rows for any range (ADR 135). Kept by triggers on
 * report_daily (custom SQL in migration 0028) in the transaction that writes the rows it sums.
 */
export const operatorReportDaily = pgTable(
  'operator_report_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameCode: text('game_code').notNull(),
    playCode: text('play_code').notNull(),
    bettingFen: bigint('betting_fen', { mode: 'number' }).notNull().default(0),
    payoutFen: bigint('payout_fen', { mode: 'number' }).notNull().default(0),
    rebateFen: bigint('rebate_fen', { mode: 'number' }).notNull().default(0),
    betCount: bigint('bet_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.gameCode, t.playCode] })],
);

/**
 * One user's report_daily rows summed over all days, per game and play: the `all` range reads these
 * instead of a year of daily rows (ADR 135). Kept by triggers on report_daily.
 */
export const reportTotal = pgTable(
  'report_total',
  {
    userId: integer('user_id').notNull(),
    gameCode: text('game_code').notNull(),
    playCode: text('play_code').notNull(),
    bettingFen: bigint('betting_fen', { mode: 'number' }).notNull().default(0),
    payoutFen: bigint('payout_fen', { mode: 'number' }).notNull().default(0),
    rebateFen: bigint('rebate_fen', { mode: 'number' }).notNull().default(0),
    betCount: bigint('bet_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCode, t.playCode] })],
);

/** team_report_daily summed over all days (ADR 135), kept by triggers on team_report_daily. */
export const teamReportTotal = pgTable(
  'team_report_total',
  {
    ancestorId: integer('ancestor_id').notNull(),
    gameCode: text('game_code').notNull(),
    playCode: text('play_code').notNull(),
    bettingFen: bigint('betting_fen', { mode: 'number' }).notNull().default(0),
    payoutFen: bigint('payout_fen', { mode: 'number' }).notNull().default(0),
    rebateFen: bigint('rebate_fen', { mode: 'number' }).notNull().default(0),
    betCount: bigint('bet_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.gameCode, t.playCode] })],
);
