import { asc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { gameRates, games } from '../../db/schema/games';

export type GameRow = typeof games.$inferSelect;
export type GameRateRow = typeof gameRates.$inferSelect;

export function createGamesRepo(db: DbOrTx) {
  return {
    listGames: (tx: DbOrTx = db): Promise<GameRow[]> =>
      tx.select().from(games).orderBy(asc(games.sortOrder), asc(games.code)),

    async findGame(code: string, tx: DbOrTx = db): Promise<GameRow | undefined> {
      const [row] = await tx.select().from(games).where(eq(games.code, code)).limit(1);
      return row;
    },

    listRates: (tx: DbOrTx = db): Promise<GameRateRow[]> => tx.select().from(gameRates),

    ratesOfGame: (code: string, tx: DbOrTx = db): Promise<GameRateRow[]> =>
      tx.select().from(gameRates).where(eq(gameRates.gameCode, code)),

    async insertGamesIfMissing(rows: (typeof games.$inferInsert)[], tx: DbOrTx = db): Promise<void> {
      if (rows.length) await tx.insert(games).values(rows).onConflictDoNothing();
    },

    async insertRatesIfMissing(rows: (typeof gameRates.$inferInsert)[], tx: DbOrTx = db): Promise<void> {
      // Chunks keep each statement's parameter count far below PostgreSQL's 65,535.
      for (let i = 0; i < rows.length; i += 1000) {
        await tx
          .insert(gameRates)
          .values(rows.slice(i, i + 1000))
          .onConflictDoNothing();
      }
    },
  };
}
export type GamesRepo = ReturnType<typeof createGamesRepo>;
