import { typedEntryTotal } from '../bet/typed-entry';
import { typedEntriesMax } from '../limits';
import { definePlay, type FiveBallPlay, rateSpec, row } from './five-ball-common';
import { picksAt } from './play-kit';
import { STAR2_SPOTS, STAR3_SPOTS } from './five-ball-star';
import type { EntryForm, PlayRow, RateSpec } from './types';

/**
 * Typed-entry plays (单式), docs/reference/play-types.md §1.1: the player types numbers (bet/typed-entry.ts parses
 * them); each different valid entry is one combination, its digits (ascending for group forms).
 *
 * | Code                    | Entry                    | Wins when                                  |
 * |-------------------------|--------------------------|--------------------------------------------|
 * | ZX5_S ZX4_S             | 5 / 4 digits, ordered    | balls 1-5 / 2-5 show the number in order   |
 * | QZX3_S ZZX3_S HZX3_S    | 3 digits, ordered        | the 3 balls show it in order               |
 * | QZX2_S HZX2_S           | 2 digits, ordered        | the 2 balls show it in order               |
 * | QZU3_S ZZU3_S HZU3_S    | AAB                      | the 3 balls show it in any order (group 3) |
 * | QZU6_S ZZU6_S HZU6_S    | ABC                      | the 3 balls show it in any order (group 6) |
 * | QHHZX ZHHZX HHHZX       | AAB or ABC (no triple)   | any order, at the group 3 or group 6 rate  |
 */

/** A typed-entry row: no items, 1 to as many entries as the shape has (at most typedEntriesMax). */
export function typedRow(code: string, digits: number, form: EntryForm): PlayRow {
  const entry = { digits, form };
  const max = Math.min(typedEntryTotal(entry), typedEntriesMax);
  return { ...row(code, 'entries', [], 1, max), entry };
}

/** The digits of `positions` as one string, in ball order. */
export const drawnText = (digits: readonly number[], positions: readonly number[]): string =>
  positions.map((p) => String(digits[p])).join('');

/** The same digits ascending: the canonical form of a group entry. */
export const sortedText = (text: string): string => [...text].sort().join('');

/** group3 when exactly two of three digits are equal, else group6 (entries are never triples). */
export const groupFormKey = (text: string): string => (new Set(text).size === 2 ? 'group3' : 'group6');

const group3: RateSpec = rateSpec('other', 3, 1000);
const group6: RateSpec = rateSpec('other', 6, 1000);

function directSinglePlay(code: string, positions: readonly number[], rtpEntries: string[]): FiveBallPlay {
  const m = positions.length;
  return definePlay({
    code,
    group: `star${m}`,
    counting: 'recomputed',
    rows: [typedRow(code, m, 'ordered')],
    rateSpecs: { direct: rateSpec('other', 1, 10 ** m) },
    positions,
    rtpSelection: [rtpEntries],
    count: (sel) => picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).map((e) => e.split('')),
    wins: (sel, digits) => {
      const drawn = drawnText(digits, positions);
      return picksAt(sel, 0).includes(drawn) ? [{ combination: drawn.split(''), rateKey: 'direct' }] : [];
    },
  });
}

function groupSinglePlay(code: string, positions: readonly number[], form: 'group3' | 'group6' | 'mixed') {
  const rateSpecs: Record<string, RateSpec> =
    form === 'group3' ? { group3 } : form === 'group6' ? { group6 } : { group3, group6 };
  return definePlay({
    code,
    group: 'star3Group',
    counting: 'recomputed',
    rows: [typedRow(code, 3, form)],
    rateSpecs,
    positions,
    rtpSelection: [form === 'group3' ? ['114'] : form === 'group6' ? ['258'] : ['114', '258']],
    comboRateKey: (c) => groupFormKey(c.join('')),
    count: (sel) => picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).map((e) => e.split('')),
    wins: (sel, digits) => {
      const drawn = sortedText(drawnText(digits, positions));
      // A triple is never a valid entry, so it can never be found among the picks.
      return picksAt(sel, 0).includes(drawn)
        ? [{ combination: drawn.split(''), rateKey: groupFormKey(drawn) }]
        : [];
    },
  });
}

export const typedPlays: readonly FiveBallPlay[] = [
  directSinglePlay('ZX5_S', [0, 1, 2, 3, 4], ['12345', '99000']),
  directSinglePlay('ZX4_S', [1, 2, 3, 4], ['1234', '0000']),
  ...STAR3_SPOTS.map((s) => directSinglePlay(`${s.prefix}ZX3_S`, s.positions, ['123', '777'])),
  ...STAR2_SPOTS.map((s) => directSinglePlay(`${s.prefix}ZX2_S`, s.positions, ['12', '88'])),
  ...STAR3_SPOTS.flatMap((s) => [
    groupSinglePlay(`${s.prefix}ZU3_S`, s.positions, 'group3'),
    groupSinglePlay(`${s.prefix}ZU6_S`, s.positions, 'group6'),
    groupSinglePlay(`${s.prefix}HHZX`, s.positions, 'mixed'),
  ]),
];
