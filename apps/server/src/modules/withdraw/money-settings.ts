/** Operator limits of withdrawals (config; env WITHDRAW_*). Amounts in fen. */
export interface MoneySettings {
  /** Turnover needed per unit recharged since the last withdrawal, in per mille (1000 = factor 1). */
  turnoverFactorPerMille: number;
  withdrawMinFen: number;
  withdrawMaxFen: number;
  dailyWithdrawCountMax: number;
  dailyWithdrawAmountMaxFen: number;
  /** After a password reset or change, new payout addresses and withdrawals wait this long (ADR 104). */
  secretChangeHoldMs: number;
}

export const defaultMoneySettings: MoneySettings = {
  turnoverFactorPerMille: 1000,
  withdrawMinFen: 10_000,
  withdrawMaxFen: 5_000_000,
  dailyWithdrawCountMax: 5,
  dailyWithdrawAmountMaxFen: 10_000_000,
  secretChangeHoldMs: 48 * 60 * 60 * 1000,
};
