import { and, asc, count, desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { gameRateHistory, gameRates, games, operators } from '../../db/schema';

/** The games table, odds and odds history as the back office edits them. */
export function createAdminGamesRepo(db: DbOrTx) {
  return {
    listGames: (tx: DbOrTx = db) => tx.select().from(games).orderBy(asc(games.sortOrder), asc(games.code)),
    async lockGame(code: string, tx: DbOrTx) {
      const [row] = await tx.select().from(games).where(eq(games.code, code)).for('update').limit(1);
      return row;
    },
    async updateGame(code: string, patch: Partial<typeof games.$inferInsert>, tx: DbOrTx) {
      const [row] = await tx.update(games).set(patch).where(eq(games.code, code)).returning();
      return row;
    },
    ratesOf: (code: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(gameRates)
        .where(eq(gameRates.gameCode, code))
        .orderBy(asc(gameRates.playCode), asc(gameRates.rateKey)),
    async lockRate(code: string, play: string, rateKey: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(gameRates)
        .where(
          and(eq(gameRates.gameCode, code), eq(gameRates.playCode, play), eq(gameRates.rateKey, rateKey)),
        )
        .for('update')
        .limit(1);
      return row;
    },
    async setRate(code: string, play: string, rateKey: string, rate: number, now: Date, tx: DbOrTx) {
      await tx
        .update(gameRates)
        .set({ rate, updatedAt: now })
        .where(
          and(eq(gameRates.gameCode, code), eq(gameRates.playCode, play), eq(gameRates.rateKey, rateKey)),
        );
    },
    async addHistory(row: typeof gameRateHistory.$inferInsert, tx: DbOrTx) {
      const [inserted] = await tx.insert(gameRateHistory).values(row).returning();
      if (!inserted) throw new Error('rate history insert returned nothing');
      return inserted;
    },
    async historyPage(code: string, play: string | undefined, limit: number, offset: number) {
      const where = play
        ? and(eq(gameRateHistory.gameCode, code), eq(gameRateHistory.playCode, play))
        : eq(gameRateHistory.gameCode, code);
      const rows = await db
        .select({ h: gameRateHistory, operator: operators.account })
        .from(gameRateHistory)
        .innerJoin(operators, eq(operators.id, gameRateHistory.operatorId))
        .where(where)
        .orderBy(desc(gameRateHistory.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(gameRateHistory).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
