import { z } from 'zod';

/**
 * Responsible play (ADR 120/121): limits per day, week and month, breaks, self-exclusion,
 * terms, the reality check, account closure and the data export. Money in fen; null = no limit.
 */

/** Every limit that has an amount in fen, by kind and period. */
export const moneyLimitNames = [
  'dailyDeposit',
  'weeklyDeposit',
  'monthlyDeposit',
  'dailyLoss',
  'weeklyLoss',
  'monthlyLoss',
  'dailyStake',
  'weeklyStake',
  'monthlyStake',
] as const;
export type MoneyLimitName = (typeof moneyLimitNames)[number];

/** The reality-check intervals a player may pick (minutes); 60 when none was picked. */
export const realityCheckIntervals = [15, 30, 60] as const;
export const defaultRealityCheckMinutes = 60;
export const breakDurations = ['24h', '7d', '30d'] as const;
export type BreakDuration = (typeof breakDurations)[number];
export const selfExcludeDurations = ['6m', '1y', '5y'] as const;
export type SelfExcludeDuration = (typeof selfExcludeDurations)[number];

const nullableInt = z.number().int().nullable();

/** Raises (and removals: null) waiting their 24 hours, each key present only when one waits. */
export const pendingLimits = z
  .object({
    dailyDeposit: nullableInt.optional(),
    weeklyDeposit: nullableInt.optional(),
    monthlyDeposit: nullableInt.optional(),
    dailyLoss: nullableInt.optional(),
    weeklyLoss: nullableInt.optional(),
    monthlyLoss: nullableInt.optional(),
    dailyStake: nullableInt.optional(),
    weeklyStake: nullableInt.optional(),
    monthlyStake: nullableInt.optional(),
    sessionMinutes: nullableInt.optional(),
    realityCheckMinutes: z.number().int().optional(),
    effectiveAt: z.string(),
  })
  .nullable();

/** The limits in force (getUserInfo.limits and the answer of /user/limits). */
export const userLimits = z.object({
  dailyDeposit: nullableInt,
  weeklyDeposit: nullableInt,
  monthlyDeposit: nullableInt,
  dailyLoss: nullableInt,
  weeklyLoss: nullableInt,
  monthlyLoss: nullableInt,
  dailyStake: nullableInt,
  weeklyStake: nullableInt,
  monthlyStake: nullableInt,
  sessionMinutes: nullableInt,
  realityCheckMinutes: z.number().int(),
  /** ISO in the operator's zone; null when no break runs. */
  breakUntil: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  pending: pendingLimits,
});
export type UserLimits = z.infer<typeof userLimits>;

const limitFen = z
  .number({ error: 'limits.amountInvalid' })
  .int({ error: 'limits.amountInvalid' })
  .min(0, { error: 'limits.amountInvalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'limits.amountInvalid' })
  .nullable()
  .optional();

/**
 * POST /user/limits: any subset; null removes a limit. Amounts in fen (0 forbids any), a session of
 * 1 minute to 24 hours, a reality check every 15, 30 or 60 minutes, a break or a self-exclusion
 * (also the older selfExcludeDays, 1 day to 10 years). `{}` reads them.
 */
export const gamingLimitsBody = z.object({
  dailyDeposit: limitFen,
  weeklyDeposit: limitFen,
  monthlyDeposit: limitFen,
  dailyLoss: limitFen,
  weeklyLoss: limitFen,
  monthlyLoss: limitFen,
  dailyStake: limitFen,
  weeklyStake: limitFen,
  monthlyStake: limitFen,
  sessionMinutes: z
    .number({ error: 'limits.minutesInvalid' })
    .int({ error: 'limits.minutesInvalid' })
    .min(1, { error: 'limits.minutesInvalid' })
    .max(1440, { error: 'limits.minutesInvalid' })
    .nullable()
    .optional(),
  realityCheckMinutes: z
    .union(
      realityCheckIntervals.map((m) => z.literal(m)),
      { error: 'limits.realityCheckInvalid' },
    )
    .optional(),
  takeBreak: z.enum(breakDurations, { error: 'limits.breakInvalid' }).optional(),
  selfExclude: z.enum(selfExcludeDurations, { error: 'limits.selfExcludeInvalid' }).optional(),
  selfExcludeDays: z
    .number({ error: 'limits.daysInvalid' })
    .int({ error: 'limits.daysInvalid' })
    .min(1, { error: 'limits.daysInvalid' })
    .max(3650, { error: 'limits.daysInvalid' })
    .optional(),
});
export type GamingLimitsBody = z.infer<typeof gamingLimitsBody>;

/** getUserInfo.terms and the answer of /user/acceptTerms. */
export const termsStatus = z.object({
  /** The version the player accepted; null when none was recorded. */
  version: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  current: z.string(),
  /** The accepted version is not the current one: bets and recharges wait until it is accepted. */
  mustAccept: z.boolean(),
});
export type TermsStatus = z.infer<typeof termsStatus>;

export const termsVersionField = z
  .string({ error: 'terms.versionInvalid' })
  .trim()
  .min(1, { error: 'terms.versionInvalid' })
  .max(32, { error: 'terms.versionInvalid' });
export const acceptTermsBody = z.object({ version: termsVersionField });

/**
 * POST /user/realityCheck {} and /user/realityCheckAck {}: the current login session's figures. Like
 * every body here, keys it does not name are dropped: the caller is the token's player, never an id.
 */
export const realityCheckBody = z.object({});
export const realityCheckData = z.object({
  sessionStartedAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Fen staked and paid back on bets placed since the session started; net = payouts − stakes. */
  stakes: z.number().int(),
  payouts: z.number().int(),
  net: z.number().int(),
  intervalMinutes: z.number().int(),
  dueAt: z.string(),
  due: z.boolean(),
});
export type RealityCheckData = z.infer<typeof realityCheckData>;

/** POST /user/closeAccount { password }: answers null; refused while money remains. */
export const closeAccountBody = z.object({
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.general' }),
});

/** POST /user/exportData {}: the token's player's own data, no secrets; other keys are dropped. */
export const exportDataBody = z.object({});
export const exportData = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  limits: userLimits,
  terms: termsStatus,
  bets: z.array(z.record(z.string(), z.unknown())),
  transactions: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
});
export type ExportData = z.infer<typeof exportData>;

/** A player who set nothing (fixtures, and the server's view of a user row without limits). */
export const noUserLimits: UserLimits = {
  dailyDeposit: null,
  weeklyDeposit: null,
  monthlyDeposit: null,
  dailyLoss: null,
  weeklyLoss: null,
  monthlyLoss: null,
  dailyStake: null,
  weeklyStake: null,
  monthlyStake: null,
  sessionMinutes: null,
  realityCheckMinutes: defaultRealityCheckMinutes,
  breakUntil: null,
  selfExcludedUntil: null,
  pending: null,
};

/**
 * The version of the terms this release ships. The web shows its text (the `terms.*` texts) under this
 * version and sends it at registration; the server asks every player to accept it. One constant, not a
 * setting, because the text lives in the web bundle: a version set elsewhere would name a text no
 * screen shows (ADR 121, Amended). A new version is a release that changes it and the texts.
 */
export const currentTermsVersion = '2026-11-01';
