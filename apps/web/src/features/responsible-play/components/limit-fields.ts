import type { MoneyLimitName, UserLimits } from '@fairdraw/contract';

/** The money limits by what they cap, each per day, week and month (ADR 120). */
export const limitGroups = [
  { kind: 'deposit', fields: ['dailyDeposit', 'weeklyDeposit', 'monthlyDeposit'] },
  { kind: 'loss', fields: ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] },
  { kind: 'stake', fields: ['dailyStake', 'weeklyStake', 'monthlyStake'] },
] as const satisfies readonly { kind: string; fields: readonly MoneyLimitName[] }[];

export const periodOf = (field: MoneyLimitName) =>
  field.startsWith('daily') ? 'daily' : field.startsWith('weekly') ? 'weekly' : 'monthly';

/** A limit the player edits with a number: an amount in fen, or the session's minutes. */
export type EditableLimit = MoneyLimitName | 'sessionMinutes';

/** The value waiting its 24 hours for `field`, when one waits (`undefined` otherwise; null = removal). */
export function pendingValue(limits: UserLimits, field: EditableLimit): number | null | undefined {
  const pending = limits.pending;
  if (!pending || !(field in pending)) return undefined;
  return pending[field];
}
