export type FamilyCode = 'k3' | 'fiveball' | 'racing' | 'marksix';
export type GameCode = 'k3' | 'ffc' | 'sfc' | 'wfc' | 'pk10' | 'xyft' | 'lhc';
export type HallCategory = 'quick3' | 'minute' | 'other' | 'lucky';

/**
 * A bet's selection in its wire shape (docs/api-conventions.md): one array of item codes per row, rows in the
 * order of the play's `rows` (one entry when the play is `direct`).
 */
export type Selection = readonly (readonly string[])[];

/** A drawn result, in draw order (never sorted). */
export interface Draw {
  /**
   * K3: 3 dice 1-6. Five-ball: 5 digits 0-9 (positions 1-5). Racing: 10 cars, index 0 is the
   * champion. Mark Six: 7 numbers 1-49, indexes 0-5 the regular numbers, index 6 the special.
   */
  readonly numbers: readonly number[];
  /** Mark Six only: the lunar year whose zodiac mapping this draw uses (2026 = Horse owns 01). */
  readonly zodiacYear?: number;
}

/**
 * What a bet's count may depend on besides its picks: the zodiac year of the issue it is placed on
 * (Mark Six pairing plays buy one combination per number of an animal, and the year's animal owns 5).
 * The server takes it from the draw time, the web from the open issue, settlement from the draw.
 */
export interface BetContext {
  readonly zodiacYear?: number;
}

/** Odds in hundredths keyed by rate key. Most plays key by item code; tiered plays by tier keys. */
export type RateTable = Readonly<Record<string, number>>;

export interface PlayItem {
  /** Stable wire code, unique within its row. */
  readonly code: string;
  /** i18n key of the display name. */
  readonly nameKey: string;
  /** Key into the play's RateTable for the odds shown on this item. */
  readonly rateKey: string;
}

/**
 * The shape of a typed-entry number (单式): `digits` digits 0-9. `ordered` keeps the typed order
 * (direct single); the group forms are unordered, so their canonical form is ascending digits:
 * `group3` = exactly two equal digits (AAB), `group6` = all different, `mixed` = not all equal.
 */
export type EntryForm = 'ordered' | 'group3' | 'group6' | 'mixed';

export interface TypedEntry {
  readonly digits: number;
  readonly form: EntryForm;
}

export interface PlayRow {
  /** Stable code of the row, e.g. `ball1`, `pairs`, `champion`; for direct plays equal to the play code. */
  readonly code: string;
  readonly nameKey: string;
  /** The row's items; empty for a typed-entry row, whose picks are typed numbers (see `entry`). */
  readonly items: readonly PlayItem[];
  /** Set for a typed-entry row: each pick is one number of this shape, in canonical form. */
  readonly entry?: TypedEntry;
  /** Picks allowed in this row (a row with minPicks 0 may stay empty). */
  readonly minPicks: number;
  readonly maxPicks: number;
}

/** How README's odds policy sets a rate key's default, used by the RTP test and docs/rtp.md. */
export type OddsPolicy =
  | 'k3Spec' // the spec's K3 multipliers exactly (0.875 x fair)
  | 'twoSidedEven' // 50/50 two-sided markets: 1.95
  | 'twoSidedUneven' // uneven two-sided markets: 0.975 x fair
  | 'singleNumber' // single-number markets: 0.95 x fair
  | 'other'; // every other play: 0.90 x fair

export interface RateSpec {
  readonly policy: OddsPolicy;
  /** Probability that one combination paid at this key wins, as an exact fraction. */
  readonly winNumerator: number;
  readonly winDenominator: number;
  /** Probability that such a combination is refunded (ties), as an exact fraction over winDenominator. */
  readonly refundNumerator?: number;
  /**
   * Tiered plays (one combination paid at one of several keys, e.g. Mark Six 3-of-2 hit2/hit3): this
   * key's share of the policy's return, in percent (default 100); the shares of a play's tiers add up
   * to 100 so the play as a whole returns the policy's factor. Default rate = floor(factor x share x fair).
   */
  readonly returnSharePercent?: number;
}

/** What one combination did in one draw. */
export interface CombinationWin {
  /** The combination, as the play defines it (for row-additive plays: [rowCode, itemCode]). */
  readonly combination: readonly string[];
  readonly rateKey: string;
  readonly rate: number;
}

export interface Settlement {
  readonly betCount: number;
  readonly wins: readonly CombinationWin[];
  /** Combinations refunded (tie rules), each paying its stake back. */
  readonly refundCount: number;
}

export type BetErrorCode =
  | 'unknownPlay'
  | 'rowCount'
  | 'unknownItem'
  | 'duplicateItem'
  | 'tooFewPicks'
  | 'tooManyPicks'
  | 'noCombination'
  | 'tooManyCombinations'
  | 'zodiacYearUnknown';

export interface BetError {
  readonly code: BetErrorCode;
  /** Index of the offending row, when the error is about one row. */
  readonly row?: number;
  /** i18n key, e.g. `bet.pleaseSelect` ('Please select number'). */
  readonly messageKey: string;
}

export interface PlayDefinition {
  readonly family: FamilyCode;
  /** Wire `play` code, unique within the family. */
  readonly code: string;
  /** UI grouping (a tab of the game page), e.g. `twoSided`, `star3`. */
  readonly group: string;
  readonly nameKey: string;
  /** i18n key of the short rule text shown on the game page and rules page. */
  readonly ruleKey: string;
  /** Additive plays add each item's own count; recomputed ones count rows together. */
  readonly counting: 'additive' | 'recomputed';
  /** true: the wire play group lists its items directly (one row); false: rows are `childrens`. */
  readonly direct: boolean;
  readonly rows: readonly PlayRow[];
  /** Fewest picks across all rows together (default 1). */
  readonly minTotalPicks?: number;
  readonly defaultRates: RateTable;
  readonly rateSpecs: Readonly<Record<string, RateSpec>>;
  /**
   * Checks what the generic row checks cannot (e.g. a selection that yields no valid combination).
   * Called only after the generic checks passed. Returns null when valid.
   */
  readonly extraValidate?: (selection: Selection) => BetError | null;
  /** Set when the count needs `BetContext.zodiacYear`: validation refuses such a bet without it. */
  readonly needsZodiacYear?: boolean;
  /** Exact number of combinations; the selection has passed validation (and the context, if needed). */
  countBets(selection: Selection, context?: BetContext): number;
  /** Every combination the selection expands to (tests, previews); same length as countBets. */
  combinations(selection: Selection, context?: BetContext): string[][];
  /** Which combinations win and at which rate, and how many are refunded. */
  settle(selection: Selection, draw: Draw, rates: RateTable): Settlement;
}

export interface GameDefinition {
  readonly code: GameCode;
  readonly family: FamilyCode;
  readonly category: HallCategory;
  readonly nameKey: string;
  readonly icon: string;
  /** Default schedule (operators may edit the stored copy). */
  readonly intervalSec: number;
  readonly closeSec: number;
}

/** One line of docs/rtp.md: a rate key of a play, its default rate and its return to player. */
export interface RtpRow {
  readonly family: FamilyCode;
  readonly play: string;
  readonly rateKey: string;
  readonly policy: OddsPolicy;
  /** Default rate in hundredths. */
  readonly rate: number;
  /** Win and refund probability of one combination, as exact fractions "n/d". */
  readonly winProbability: string;
  readonly refundProbability: string;
  /** Return to player in percent, found by enumerating draw outcomes (or exact combinatorics). */
  readonly rtpPercent: number;
  /** What the policy's rate (after rounding down to 0.01) returns, in percent. */
  readonly policyRtpPercent: number;
  readonly method: 'enumeration' | 'combinatorics';
}
