import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogOf, findPlay, playsOf } from '../games/registry';
import type { TypedEntry } from '../games/types';
import { randomPick } from './random-pick';
import { betSchemaFor, selectionSchema } from './schema';
import { largestSelection } from './selection';
import {
  allTypedEntries,
  canonicalEntry,
  countTypedEntries,
  isTypedEntry,
  parseTypedEntries,
  typedEntryCodes,
  typedEntryTotal,
} from './typed-entry';
import { validateBet } from './validate';

const ordered3: TypedEntry = { digits: 3, form: 'ordered' };
const group3: TypedEntry = { digits: 3, form: 'group3' };
const group6: TypedEntry = { digits: 3, form: 'group6' };
const mixed: TypedEntry = { digits: 3, form: 'mixed' };

describe('parseTypedEntries', () => {
  it('splits on spaces, commas, semicolons and new lines (ASCII and full-width), de-duplicates and reports by position', () => {
    const parsed = parseTypedEntries(' 123,456;789\n123  12 ab，001；1234\t456\r\n', ordered3);
    expect(parsed.entries).toEqual(['123', '456', '789', '001']);
    expect(parsed.invalid).toEqual([
      { position: 5, text: '12' },
      { position: 6, text: 'ab' },
      { position: 8, text: '1234' },
    ]);
    expect(parsed.duplicates).toEqual([
      { position: 4, text: '123' },
      { position: 9, text: '456' },
    ]);
    expect(countTypedEntries(' 123,456;789\n123', ordered3)).toBe(3);
    expect(parseTypedEntries('', ordered3)).toEqual({ entries: [], invalid: [], duplicates: [] });
  });

  it('orders group entries ascending, so 321 repeats 123; rejects entries of the wrong form', () => {
    expect(parseTypedEntries('321 123 112 211 111', mixed)).toEqual({
      entries: ['123', '112'],
      invalid: [{ position: 5, text: '111' }],
      duplicates: [
        { position: 2, text: '123' },
        { position: 4, text: '211' },
      ],
    });
    expect(parseTypedEntries('121 123 999', group3).entries).toEqual(['112']);
    expect(parseTypedEntries('121 321 999', group6).entries).toEqual(['123']);
    expect(canonicalEntry('１２３', ordered3)).toBeNull();
    expect(canonicalEntry('12a', ordered3)).toBeNull();
  });

  it('counts the different valid entries of random text exactly (brute force over every number)', () => {
    const token = fc.oneof(
      fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
      fc.integer({ min: 0, max: 99999 }).map(String),
      fc.constantFrom('x', '1.5', '-12', '0x1'),
    );
    const separator = fc.constantFrom(' ', ',', ';', '\n', ', ', '；');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(token, separator), { maxLength: 30 }),
        fc.constantFrom(ordered3, group3, group6, mixed),
        (pairs, entry) => {
          const text = pairs.map(([t, s]) => t + s).join('');
          const tokens = pairs.map(([t]) => t);
          // Brute force: every 3-digit number of the form, counted when some token is it (in any order for groups).
          const sortedOf = (t: string) => [...t].sort().join('');
          const brute = typedEntryCodes(entry).filter((n) =>
            tokens.some((t) => (entry.form === 'ordered' ? t === n : /^\d{3}$/.test(t) && sortedOf(t) === n)),
          );
          const parsed = parseTypedEntries(text, entry);
          expect(countTypedEntries(text, entry)).toBe(brute.length);
          expect([...parsed.entries].sort()).toEqual(brute);
          expect(parsed.entries.length + parsed.invalid.length + parsed.duplicates.length).toBe(
            tokens.length,
          );
        },
      ),
      { numRuns: 200, seed: 13 },
    );
  });
});

describe('typed-entry shapes', () => {
  it('has as many canonical entries as the formulas say', () => {
    for (const entry of [
      ordered3,
      group3,
      group6,
      mixed,
      { digits: 2, form: 'ordered' },
      { digits: 4, form: 'mixed' },
      { digits: 2, form: 'group3' },
    ] as const) {
      expect(typedEntryTotal(entry), JSON.stringify(entry)).toBe(typedEntryCodes(entry).length);
    }
    expect([typedEntryTotal(group3), typedEntryTotal(group6), typedEntryTotal(mixed)]).toEqual([
      90, 120, 210,
    ]);
    expect(typedEntryCodes(ordered3, 2)).toEqual(['000', '001']);
  });

  it('accepts only canonical entries on the wire', () => {
    expect(isTypedEntry('112', group3)).toBe(true);
    expect(isTypedEntry('121', group3)).toBe(false);
    expect(isTypedEntry('12', group3)).toBe(false);
    expect(isTypedEntry('1a2', mixed)).toBe(false);
    expect(isTypedEntry('12a', ordered3)).toBe(false);
    expect(allTypedEntries(['123', 123], ordered3)).toBe(false);
    expect(allTypedEntries(['123', '321'], ordered3)).toBe(true);
  });
});

describe('typed-entry rows in validation, schemas, quick and random picks', () => {
  it('validates typed picks by shape and refuses duplicates and non-canonical entries', () => {
    expect(validateBet('ffc', 'QZX3_S', [['123', '321']])).toEqual({ ok: true, betCount: 2 });
    expect(validateBet('ffc', 'QZU6_S', [['321']])).toMatchObject({
      ok: false,
      error: { code: 'unknownItem' },
    });
    expect(validateBet('ffc', 'QZX3_S', [['123', '123']])).toMatchObject({
      ok: false,
      error: { code: 'duplicateItem' },
    });
    expect(
      validateBet('ffc', 'RZX2_S', [
        ['ball1', 'ball2'],
        ['12', '1'],
      ]),
    ).toMatchObject({
      ok: false,
      error: { code: 'unknownItem', row: 1 },
    });
    expect(
      validateBet('ffc', 'RZX2_S', [
        ['ball1', 'ball2', 'ball3'],
        ['12', '21'],
      ]),
    ).toEqual({
      ok: true,
      betCount: 6,
    });
  });

  it('tells the client the shape of typed rows in /game/list', () => {
    const groups = catalogOf('ffc')?.playGroups ?? [];
    const direct = groups.find((g) => g.code === 'QHHZX');
    expect(direct).toMatchObject({
      items: [],
      childrens: [],
      entry: { digits: 3, form: 'mixed' },
      maxPicks: 210,
    });
    const rows = groups.find((g) => g.code === 'RZX2_S');
    expect(rows?.entry).toBeUndefined();
    expect(rows?.childrens[1]).toMatchObject({
      code: 'entries',
      items: [],
      entry: { digits: 2, form: 'ordered' },
    });
    expect(rows?.childrens[0]?.entry).toBeUndefined();
  });

  it('runs typed rows through the zod schemas', () => {
    const play = findPlay('ffc', 'HZX2_S');
    if (!play) throw new Error('HZX2_S');
    expect(selectionSchema(play).safeParse([['12', '34']]).success).toBe(true);
    expect(selectionSchema(play).safeParse([['12', '3']]).success).toBe(false);
    const bet = { play: 'ZX5_S', selection: [['12345', '54321']], unitPrice: 100, multiple: 1, betCount: 2 };
    expect(betSchemaFor('ffc').safeParse(bet).success).toBe(true);
  });

  it('fills typed rows in the largest selection and picks random valid entries', () => {
    for (const play of playsOf('ffc').filter((p) => p.rows.some((r) => r.entry))) {
      const largest = largestSelection(play);
      expect(validateBet('ffc', play.code, largest).ok || play.code === 'ZH5', play.code).toBe(true);
      let seed = 7;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      expect(validateBet('ffc', play.code, randomPick(play, random)).ok, play.code).toBe(true);
    }
  });
});
