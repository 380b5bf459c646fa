import type { BetLimits } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { createGameLimitsRepo } from './game-limits.repo';

export type GameLimitOverrides = { [K in keyof BetLimits]: number | null };

/**
 * Bet limits (限红) per game (ADR 083): a stored override per limit, else the BET_*_FEN default.
 * makeOrder reads the overrides with its context inside its transaction, so a change applies from the
 * next order on.
 */
export function createGameLimits(deps: { db: Db; defaults: BetLimits }) {
  const repo = createGameLimitsRepo(deps.db);
  async function overridesOf(game: string, tx: DbOrTx = deps.db): Promise<GameLimitOverrides> {
    const row = await repo.rowOf(game, tx);
    return {
      minStakeFen: row?.minStakeFen ?? null,
      maxStakeFen: row?.maxStakeFen ?? null,
      maxIssueStakeFen: row?.maxIssueStakeFen ?? null,
      maxPayoutFen: row?.maxPayoutFen ?? null,
    };
  }
  const effective = (o: GameLimitOverrides): BetLimits => ({
    minStakeFen: o.minStakeFen ?? deps.defaults.minStakeFen,
    maxStakeFen: o.maxStakeFen ?? deps.defaults.maxStakeFen,
    maxIssueStakeFen: o.maxIssueStakeFen ?? deps.defaults.maxIssueStakeFen,
    maxPayoutFen: o.maxPayoutFen ?? deps.defaults.maxPayoutFen,
  });
  return {
    overridesOf,
    effective,
    async setOverrides(game: string, overrides: GameLimitOverrides, now: Date, tx: DbOrTx) {
      await repo.upsert(game, overrides, now, tx);
    },
  };
}
export type GameLimits = ReturnType<typeof createGameLimits>;
