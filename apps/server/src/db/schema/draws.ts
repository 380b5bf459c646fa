// draws: issues with their committed seeds (ADR 010, 012). Nothing here references bets or balances
// (the draws module never sees them).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { at } from './columns';
import { games } from './games';

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
    // /game/current's issue to bet on: a game's earliest undrawn issue ahead, the first entry. Through
    // draw_issues_due_idx the planner ANDed every undrawn issue with every issue of the game (≈ 1 ms
    // a game; docs/performance.md).
    index('draw_issues_undrawn_game_idx')
      .on(t.gameCode, t.drawAt)
      .where(sql`${t.drawnAt} is null`),
    index('draw_issues_drawn_idx')
      .on(t.gameCode, t.drawnAt)
      .where(sql`${t.drawnAt} is not null`),
    // The scheduler's next openings and closings to announce (ADR 127): only the few ahead, not the
    // whole history it would otherwise scan on every tick.
    index('draw_issues_open_due_idx')
      .on(t.openAt)
      .where(sql`not ${t.openAnnounced}`),
    index('draw_issues_close_due_idx')
      .on(t.closeAt)
      .where(sql`not ${t.closeAnnounced}`),
    check('draw_issues_times_ck', sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
    check(
      'draw_issues_drawn_ck',
      sql`(${t.drawnAt} is null) = (${t.seed} is null) and (${t.seed} is null) = (${t.result} is null)`,
    ),
  ],
);
