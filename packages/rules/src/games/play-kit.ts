import type {
  BetError,
  CombinationWin,
  FamilyCode,
  PlayDefinition,
  PlayItem,
  PlayRow,
  RateTable,
  Selection,
} from './types';

/**
 * Building blocks every family's plays share. The four families were written apart and each grew
 * its own copy of these; one copy keeps the key formats and the missing-rate rule the same everywhere.
 */

/** A selection that passed the row checks but buys nothing (e.g. pair 11 with single 1). */
export const noCombinationError: BetError = { code: 'noCombination', messageKey: 'bet.noCombination' };

/** The fields every play derives from its family and code (name and rule texts are keyed by both). */
export function playBase(
  family: FamilyCode,
  code: string,
  group: string,
  counting: PlayDefinition['counting'],
) {
  return {
    family,
    code,
    group,
    nameKey: `play.${family}.${code}`,
    ruleKey: `rule.${family}.${code}`,
    counting,
  };
}

/** One item named `item.<family>.<code>` (the texts of every family are keyed this way). */
export function itemOf(family: FamilyCode, code: string, rateKey: string): PlayItem {
  return { code, nameKey: `item.${family}.${code}`, rateKey };
}

/** Items keyed either by their own code (items priced apart) or by one shared rate key. */
export function itemsOf(family: FamilyCode, codes: readonly string[], sharedRateKey?: string): PlayItem[] {
  return codes.map((code) => itemOf(family, code, sharedRateKey ?? code));
}

export function rowOf(
  code: string,
  nameKey: string,
  items: readonly PlayItem[],
  minPicks: number,
  maxPicks: number,
): PlayRow {
  return { code, nameKey, items, minPicks, maxPicks };
}

/** The picks of row `index`; a selection may omit trailing empty rows. */
export function picksAt(selection: Selection, index: number): readonly string[] {
  return selection[index] ?? [];
}

/** The picks of one row in the order of `codes` (canonical order, so combinations compare equal). */
export function orderedPicks(picks: readonly string[] | undefined, codes: readonly string[]): string[] {
  const chosen = new Set(picks ?? []);
  return codes.filter((c) => chosen.has(c));
}

/**
 * The rate of a key. A missing key is a configuration bug (the server settles with the defaults
 * merged under the overrides): paying 0 or a guessed rate silently would be worse than failing loudly.
 */
export function rateOf(rates: RateTable, key: string): number {
  const rate = rates[key];
  if (rate === undefined) throw new RangeError(`no rate for key ${key}`);
  return rate;
}

export function winOf(combination: readonly string[], rateKey: string, rates: RateTable): CombinationWin {
  return { combination, rateKey, rate: rateOf(rates, rateKey) };
}
