// betting: orders, bets and chases. Money never lives here: stakes, payouts, refunds and rebates
// are ledger transfers (wallet) keyed by the bet, so every bet's money is traceable and moves once.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { at } from './columns';
import { drawIssues } from './draws';

export const betStatuses = ['pending', 'won', 'lost', 'refunded', 'cancelled'] as const;

export type BetStatus = (typeof betStatuses)[number];

export const chaseStatuses = ['running', 'finished', 'cancelled'] as const;

export type ChaseStatus = (typeof chaseStatuses)[number];

/** One makeOrder call. `(user_id, request_id)` makes the call idempotent (ADR 003). */
export const betOrders = pgTable(
  'bet_orders',
  {
    orderNo: text('order_no').primaryKey(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    /** SHA-256 of the canonical request: a replay with another body is a conflict (1003). */
    requestHash: text('request_hash').notNull(),
    gameCode: text('game_code').notNull(),
    issue: text('issue').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    chaseNo: text('chase_no'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bet_orders_request_uq').on(t.userId, t.requestId)],
);

/** A chase (追号): the same bets on consecutive issues; its bets carry its number. */
export const chases = pgTable(
  'chases',
  {
    chaseNo: text('chase_no').primaryKey(),
    userId: integer('user_id').notNull(),
    orderNo: text('order_no').notNull(),
    gameCode: text('game_code').notNull(),
    issues: smallint('issues').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status', { enum: chaseStatuses }).notNull().default('running'),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chases_user_idx').on(t.userId, t.createdAt),
    check('chases_status_ck', sql`${t.status} in ('running', 'finished', 'cancelled')`),
  ],
);

export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id').notNull(),
    /** Trial bets use demo money and earn nobody a rebate. */
    isTrial: boolean('is_trial').notNull().default(false),
    gameCode: text('game_code').notNull(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => drawIssues.id),
    issue: text('issue').notNull(),
    playCode: text('play_code').notNull(),
    selection: jsonb('selection').$type<string[][]>().notNull(),
    betCount: integer('bet_count').notNull(),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
    multiple: integer('multiple').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Best single-combination payout (unit stake × the play's highest rate): the 限红 measure (ADR 013). */
    potentialPayoutFen: bigint('potential_payout_fen', { mode: 'number' }).notNull(),
    /** The play's odds when the bet was placed: later changes never touch it. */
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    status: text('status', { enum: betStatuses }).notNull().default('pending'),
    payoutFen: bigint('payout_fen', { mode: 'number' }).notNull().default(0),
    winCount: integer('win_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    /** Winning combinations: [{ key, rate, count }] as settle() reported them. */
    wins: jsonb('wins').$type<{ key: string; rate: number; count: number }[]>(),
    chaseNo: text('chase_no'),
    chaseSeq: smallint('chase_seq'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * Counted in bet_day_counts by its writer's own statement (makeOrder's). Any other insert (the
     * previous release during an upgrade, a repair by hand) leaves it false and a trigger counts it.
     */
    dayCounted: boolean('day_counted').notNull().default(false),
  },
  (t) => [
    // No index mentions `status` (not even in a predicate) and the table keeps half of each page
    // free (fillfactor 50, migration 0012): settling a bet is then a HOT update that rewrites no
    // index entry, about 3× faster (ADR 091). Pending issues are listed in unsettled_issues instead.
    index('bets_issue_idx').on(t.issueId, t.id),
    index('bets_user_time_idx').on(t.userId, t.createdAt),
    index('bets_user_issue_idx').on(t.userId, t.issueId),
    index('bets_chase_idx').on(t.chaseNo, t.chaseSeq),
    check('bets_status_ck', sql`${t.status} in ('pending', 'won', 'lost', 'refunded', 'cancelled')`),
    check(
      'bets_amount_ck',
      sql`${t.amountFen} > 0 and ${t.amountFen} = ${t.betCount} * ${t.unitPriceFen} * ${t.multiple}`,
    ),
    check('bets_payout_ck', sql`${t.payoutFen} >= 0`),
  ],
);

/**
 * Bets per player, operator day (in bet_count_zone's time zone) and game: `/bet/list`'s total for a
 * range of whole days (every range the contract has) without counting the player's bets, whose count
 * needs a heap visit per bet once settlement has rewritten them (ADR 148). makeOrder's statement
 * counts the bets it inserts; triggers on bets (migration 0031) count any other insert, a delete and
 * a bet moved by hand, in the statement that does it.
 */
export const betDayCounts = pgTable(
  'bet_day_counts',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameCode: text('game_code').notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.gameCode] })],
);

/** The time zone bet_day_counts' days are in: start-up writes the server's TZ and recounts on a change. */
export const betCountZone = pgTable(
  'bet_count_zone',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('bet_count_zone_one_ck', sql`${t.id} = 1`)],
);

/**
 * Issues that may still have pending bets: makeOrder adds the issue of every bet it inserts (same
 * statement), settlement removes it once none is pending. The sweep after a crash reads this small
 * table instead of scanning bets for `status = 'pending'`, which no index may mention (ADR 091).
 */
export const unsettledIssues = pgTable('unsettled_issues', {
  // No foreign key: its check would lock the issue's row once more per order (the sweep joins it).
  issueId: bigint('issue_id', { mode: 'number' }).primaryKey(),
});

/**
 * Per issue, player and play: the stake and best potential payout of the player's bets that are not
 * cancelled, moved in the statement that inserts or cancels them. makeOrder's 限红 reads one row here
 * instead of summing the player's bets (ADR 095), and the row itself enforces it (ADR 096): every
 * order writes the limit in force beside the new sum, so two concurrent orders cannot together pass
 * a limit — the second waits for the first's row and its CHECK sees both. An issue's rows go once it
 * is settled.
 */
export const betExposures = pgTable(
  'bet_exposures',
  {
    // No foreign keys, as unsettled_issues: each check would lock a parent row once more per order.
    issueId: bigint('issue_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    playCode: text('play_code').notNull(),
    stakeFen: bigint('stake_fen', { mode: 'number' }).notNull(),
    potentialFen: bigint('potential_fen', { mode: 'number' }).notNull(),
    /** The max potential payout per issue and play in force at the last order (null: none recorded). */
    potentialLimitFen: bigint('potential_limit_fen', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.userId, t.playCode] }),
    check('bet_exposures_payout_limit_ck', sql`${t.potentialFen} <= ${t.potentialLimitFen}`),
  ],
);

/**
 * Per issue and player: the stake of the player's bets that are not cancelled, with the max stake
 * per user per issue in force at the last order; the CHECK enforces it exactly under concurrency, as
 * bet_exposures does 限红 (ADR 096). Moved by the same statements as bet_exposures, after them.
 */
export const betIssueStakes = pgTable(
  'bet_issue_stakes',
  {
    issueId: bigint('issue_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    stakeFen: bigint('stake_fen', { mode: 'number' }).notNull(),
    stakeLimitFen: bigint('stake_limit_fen', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.userId] }),
    check('bet_issue_stakes_limit_ck', sql`${t.stakeFen} <= ${t.stakeLimitFen}`),
  ],
);
