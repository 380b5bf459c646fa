// games and draws: the catalogue as data (operators edit it) and the issues with their committed
// seeds. Nothing here references bets or balances (the draws module never sees them).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

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

/**
 * One row per issue (期). The seed is stored only encrypted (AES-256-GCM, DRAW_SEED_KEY) until the
 * draw publishes it in `seed`; `commitment` = SHA-256(seed) is public from creation.
 */
export const drawIssues = pgTable(
  'draw_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => games.code),
    issue: text('issue').notNull(),
    openAt: at('open_at').notNull(),
    closeAt: at('close_at').notNull(),
    drawAt: at('draw_at').notNull(),
    commitment: text('commitment').notNull(),
    seedCipher: text('seed_cipher').notNull(),
    /** Published (64 hex) only once drawn. */
    seed: text('seed'),
    result: jsonb('result').$type<number[]>(),
    /** Mark Six: the lunar year whose zodiac mapping the draw used. */
    zodiacYear: integer('zodiac_year'),
    drawnAt: at('drawn_at'),
    openAnnounced: boolean('open_announced').notNull().default(false),
    closeAnnounced: boolean('close_announced').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draw_issues_game_issue_uq').on(t.gameCode, t.issue),
    index('draw_issues_game_draw_at_idx').on(t.gameCode, t.drawAt),
    index('draw_issues_due_idx')
      .on(t.drawAt)
      .where(sql`${t.drawnAt} is null`),
    index('draw_issues_drawn_idx')
      .on(t.gameCode, t.drawnAt)
      .where(sql`${t.drawnAt} is not null`),
    check('draw_issues_times_ck', sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
    check(
      'draw_issues_drawn_ck',
      sql`(${t.drawnAt} is null) = (${t.seed} is null) and (${t.seed} is null) = (${t.result} is null)`,
    ),
  ],
);

/** `service`: an operator's reply, to one user (issue 11). */
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
