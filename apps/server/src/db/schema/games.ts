// games: the catalogue as data (operators switch games, edit close times, odds and limits).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

import { at } from './columns';

/** README "Games and schedules", seeded from the rules package; the stored copy is the truth. */
export const games = pgTable(
  'games',
  {
    code: text('code').primaryKey(),
    family: text('family').notNull(),
    category: text('category').notNull(),
    intervalSec: integer('interval_sec').notNull(),
    closeSec: integer('close_sec').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('games_interval_ck', sql`${t.intervalSec} > 0`),
    check('games_close_ck', sql`${t.closeSec} >= 0 and ${t.closeSec} < ${t.intervalSec}`),
  ],
);

/** Odds in hundredths per game, play and rate key; new bets snapshot them (placed bets never change). */
export const gameRates = pgTable(
  'game_rates',
  {
    gameCode: text('game_code')
      .notNull()
      .references(() => games.code),
    playCode: text('play_code').notNull(),
    rateKey: text('rate_key').notNull(),
    rate: integer('rate').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameCode, t.playCode, t.rateKey] }),
    check('game_rates_rate_ck', sql`${t.rate} > 0`),
  ],
);

/** Per-game overrides of the BET_*_FEN limits (限红, ADR 083); a null column uses the env default. */
export const gameLimits = pgTable(
  'game_limits',
  {
    gameCode: text('game_code')
      .primaryKey()
      .references(() => games.code),
    minStakeFen: bigint('min_stake_fen', { mode: 'number' }),
    maxStakeFen: bigint('max_stake_fen', { mode: 'number' }),
    maxIssueStakeFen: bigint('max_issue_stake_fen', { mode: 'number' }),
    maxPayoutFen: bigint('max_payout_fen', { mode: 'number' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'game_limits_positive_ck',
      sql`coalesce(${t.minStakeFen}, 1) > 0 and coalesce(${t.maxStakeFen}, 1) > 0 and coalesce(${t.maxIssueStakeFen}, 1) > 0 and coalesce(${t.maxPayoutFen}, 1) > 0`,
    ),
  ],
);
