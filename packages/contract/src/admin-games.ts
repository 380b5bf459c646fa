import { z } from 'zod';

import { gameCodeField } from './draws';
import { pageFields } from './list';
import { pageOf } from './money';

/** Bet limits (限红) of a game in fen; each null field falls back to the BET_*_FEN default. */
export const gameLimitsFields = {
  minStakeFen: z.number().int().positive().nullable(),
  maxStakeFen: z.number().int().positive().nullable(),
  maxIssueStakeFen: z.number().int().positive().nullable(),
  maxPayoutFen: z.number().int().positive().nullable(),
};
export const effectiveLimits = z.object({
  minStakeFen: z.number().int(),
  maxStakeFen: z.number().int(),
  maxIssueStakeFen: z.number().int(),
  maxPayoutFen: z.number().int(),
});

export const adminGameRow = z.object({
  code: z.string(),
  family: z.string(),
  category: z.string(),
  intervalSec: z.number().int(),
  closeSec: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** The stored overrides (null = default) and what makeOrder applies. */
  limitOverrides: z.object(gameLimitsFields),
  limits: effectiveLimits,
  updatedAt: z.string(),
});
export const adminGameListData = z.object({ list: z.array(adminGameRow) });

/**
 * Schedule and switch. `closeSec` applies to issues created after the change (issues are created a
 * day ahead with their close time); `intervalSec` is not editable (it defines issue numbers, ADR 083).
 */
export const adminGameUpdateBody = z.object({
  code: gameCodeField,
  enabled: z.boolean().optional(),
  closeSec: z.number().int().min(0).max(3600).optional(),
  sortOrder: z.number().int().min(0).max(999).optional(),
});
export const adminGameSetLimitsBody = z.object({ code: gameCodeField, ...gameLimitsFields }).partial({
  minStakeFen: true,
  maxStakeFen: true,
  maxIssueStakeFen: true,
  maxPayoutFen: true,
});
export const adminGameData = adminGameRow;

export const adminGameCodeBody = z.object({ code: gameCodeField });
export const adminGameRate = z.object({
  play: z.string(),
  rateKey: z.string(),
  rate: z.number().int(),
  /** The rules package's default for this key. */
  defaultRate: z.number().int().nullable(),
  updatedAt: z.string(),
});
export const adminGameRatesData = z.object({ code: z.string(), list: z.array(adminGameRate) });

/** A new rate applies to bets placed after it; placed bets keep the odds they snapshot. */
export const adminGameSetRateBody = z.object({
  code: gameCodeField,
  play: z.string().trim().min(1).max(32),
  rateKey: z.string().trim().min(1).max(64),
  rate: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().max(200).optional(),
});
export const adminGameRateChange = z.object({
  id: z.number().int(),
  code: z.string(),
  play: z.string(),
  rateKey: z.string(),
  oldRate: z.number().int(),
  newRate: z.number().int(),
  operator: z.string(),
  reason: z.string().nullable(),
  time: z.string(),
});
export const adminGameSetRateData = adminGameRateChange;
export const adminGameRateHistoryBody = z.object({
  code: gameCodeField,
  play: z.string().trim().max(32).optional(),
  ...pageFields,
});
export const adminGameRateHistoryData = pageOf(adminGameRateChange);
