import { choose } from '../combinatorics';
import { itemsOf, noCombinationError, picksAt, playBase, rowOf, winOf } from './play-kit';
import type {
  Draw,
  OddsPolicy,
  PlayDefinition,
  PlayItem,
  PlayRow,
  RateSpec,
  RateTable,
  Selection,
  Settlement,
} from './types';

/**
 * Shared building blocks of the five-ball (SSC) plays: items, rows, the odds policy and the
 * play factory. Every play reads `draw.numbers` as five digits, index 0 = ball 1 (ten-thousands).
 */

export const BALL_COUNT = 5;
export const DIGITS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A combination that won, before its rate is looked up. */
export interface RawWin {
  readonly combination: readonly string[];
  readonly rateKey: string;
}

/** What the family adds to a PlayDefinition for its own RTP enumeration and tests. */
export interface FiveBallPlay extends PlayDefinition {
  /** Draw positions (0-4) the play reads; other positions never change its result. */
  readonly positions: readonly number[];
  /** A selection that buys combinations at every rate key, enumerated by the RTP report. */
  readonly rtpSelection: Selection;
  /** The rate key one of this play's combinations pays at. */
  comboRateKey(combination: readonly string[]): string;
}

export interface PlaySpec {
  readonly code: string;
  readonly group: string;
  readonly counting: 'additive' | 'recomputed';
  readonly rows: readonly PlayRow[];
  readonly minTotalPicks?: number;
  readonly rateSpecs: Readonly<Record<string, RateSpec>>;
  readonly positions: readonly number[];
  readonly rtpSelection: Selection;
  /** Defaults to the play's only rate key. */
  readonly comboRateKey?: (combination: readonly string[]) => string;
  /** Set for plays whose rows can pass the generic checks and still yield no combination. */
  readonly canBeEmpty?: boolean;
  readonly count: (selection: Selection) => number;
  readonly combos: (selection: Selection) => string[][];
  /** `digits` is the validated draw (five digits). */
  readonly wins: (selection: Selection, digits: readonly number[]) => RawWin[];
}

const policyFactor: Record<Exclude<OddsPolicy, 'k3Spec' | 'twoSidedEven'>, readonly [number, number]> = {
  twoSidedUneven: [39, 40], // 0.975
  singleNumber: [19, 20], // 0.95
  other: [9, 10], // 0.90
};

/** README odds policy: floor(factor x fair x 100) in exact integers (fair = den / num). */
export function policyRate(policy: OddsPolicy, winNumerator: number, winDenominator: number): number {
  if (policy === 'twoSidedEven') return 195;
  if (policy === 'k3Spec') throw new RangeError('k3Spec is not a five-ball policy');
  const [fn, fd] = policyFactor[policy];
  const top = fn * winDenominator * 100;
  const bottom = fd * winNumerator;
  return (top - (top % bottom)) / bottom;
}

export function rateSpec(policy: OddsPolicy, winNumerator: number, winDenominator: number): RateSpec {
  return { policy, winNumerator, winDenominator };
}

/** Items "from".."to" (digits, sums, spans), all paid at one rate key. */
export function numberItems(from: number, to: number, rateKey: string): PlayItem[] {
  const codes = Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  return itemsOf('fiveball', codes, rateKey);
}

/** rowOf with the family's row-name prefix: five-ball row texts are keyed `row.fiveball.<nameKey>`. */
export function row(
  code: string,
  nameKey: string,
  items: readonly PlayItem[],
  minPicks: number,
  maxPicks: number,
): PlayRow {
  return rowOf(code, `row.fiveball.${nameKey}`, items, minPicks, maxPicks);
}

/** Row of one ball position (0-based), digits 0-9. */
export function ballRow(position: number, rateKey: string, minPicks: number, maxPicks = 10): PlayRow {
  const code = ballCode(position);
  return row(code, code, numberItems(0, 9, rateKey), minPicks, maxPicks);
}

export function ballCode(position: number): string {
  return `ball${position + 1}`;
}

/** Bit i set when item code String(i) is picked; codes are small non-negative integers. */
export function maskOf(codes: readonly string[] | undefined): number {
  let mask = 0;
  if (codes) for (const code of codes) mask |= 1 << Number(code);
  return mask;
}

export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** C(n, k) for a one-row play with n picks. */
export function chooseFirstRow(selection: Selection, k: number): number {
  return choose(picksAt(selection, 0).length, k);
}

/** Digits of a group combination, ascending, as item codes. */
export function sortedCodes(digits: readonly number[]): string[] {
  return [...digits].sort((a, b) => a - b).map(String);
}

function drawDigits(draw: Draw): readonly number[] {
  const n = draw.numbers;
  let valid = n.length === BALL_COUNT;
  // A plain loop: settlement tests run this for every one of the 100,000 draws.
  for (const d of n) valid &&= Number.isInteger(d) && d >= 0 && d <= 9;
  if (!valid) throw new RangeError('a five-ball draw is five digits 0-9');
  return n;
}

export function definePlay(spec: PlaySpec): FiveBallPlay {
  const defaultRates: Record<string, number> = {};
  for (const [key, s] of Object.entries(spec.rateSpecs)) {
    defaultRates[key] = policyRate(s.policy, s.winNumerator, s.winDenominator);
  }
  const onlyKey = Object.keys(spec.rateSpecs)[0] ?? '';
  const comboRateKey = spec.comboRateKey ?? ((): string => onlyKey);
  return {
    ...playBase('fiveball', spec.code, spec.group, spec.counting),
    direct: spec.rows.length === 1,
    rows: spec.rows,
    ...(spec.minTotalPicks === undefined ? {} : { minTotalPicks: spec.minTotalPicks }),
    defaultRates,
    rateSpecs: spec.rateSpecs,
    ...(spec.canBeEmpty
      ? { extraValidate: (sel: Selection) => (spec.count(sel) > 0 ? null : noCombinationError) }
      : {}),
    positions: spec.positions,
    rtpSelection: spec.rtpSelection,
    comboRateKey,
    countBets: spec.count,
    combinations: spec.combos,
    settle(selection: Selection, draw: Draw, rates: RateTable): Settlement {
      // Like every family, a key missing from `rates` throws (rateOf): the caller merges defaults.
      const wins = spec.wins(selection, drawDigits(draw)).map((w) => winOf(w.combination, w.rateKey, rates));
      return { betCount: spec.count(selection), wins, refundCount: 0 };
    },
  };
}
