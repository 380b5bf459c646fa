import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { gameLimits } from '../../db/schema';

export type GameLimitRow = typeof gameLimits.$inferSelect;
export type GameLimitValues = Pick<
  GameLimitRow,
  'minStakeFen' | 'maxStakeFen' | 'maxIssueStakeFen' | 'maxPayoutFen'
>;

export function createGameLimitsRepo(db: DbOrTx) {
  return {
    async rowOf(game: string, tx: DbOrTx = db): Promise<GameLimitRow | undefined> {
      const [row] = await tx.select().from(gameLimits).where(eq(gameLimits.gameCode, game)).limit(1);
      return row;
    },

    async upsert(game: string, values: GameLimitValues, now: Date, tx: DbOrTx): Promise<void> {
      await tx
        .insert(gameLimits)
        .values({ gameCode: game, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: gameLimits.gameCode, set: { ...values, updatedAt: now } });
    },
  };
}
