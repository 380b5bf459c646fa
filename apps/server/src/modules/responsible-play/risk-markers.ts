/**
 * The four risk markers of the back office (ADR 122): signs that a player may be losing
 * control, for support to reach out. Not a judgement and not a block; each is explained in the desk.
 * All look back `lookbackDays` days; times in the operator's zone.
 */
export const riskRules = {
  lookbackDays: 30,
  /** rapidDeposits: at least this many recharges (not cancelled) inside any window of this many minutes. */
  rapidDepositsCount: 3,
  rapidDepositsWithinMinutes: 30,
  /**
   * chasingLosses: recharges made within this many minutes after an issue the player lost on (net:
   * stakes above payouts) was settled; at least this many such recharges.
   */
  chasingWithinMinutes: 15,
  chasingRecharges: 2,
  /** nightSessions: bets spanning at least this many minutes between 00:00 and this hour, one night. */
  nightEndsAtHour: 6,
  nightMinutes: 120,
  /** limitsRaised: at least this many raises (or removals) of the player's own limits. */
  raisesCount: 3,
} as const;
