import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { k3Plays } from './k3';
import {
  comboKey as key,
  diceOutcomes,
  fullSelection,
  playByCode,
  rowLimitedSelection as selectionArb,
  shiftedRates,
} from './play.test-support';
import type { PlayDefinition, Selection } from './types';

// An oracle written from docs/reference/play-types.md section 2 and README, independent of k3.ts: it lists the
// combinations a selection buys and decides each one against the dice on its own.

// rules has no DOM or node types; the test runner provides a clock.
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;
const play = (code: string): PlayDefinition => playByCode(k3Plays, code);

const byFace = (xs: readonly string[]) => [...xs].sort((x, y) => Number(x) - Number(y));
const sortedDice = (d: number[]) => [...d].sort((x, y) => x - y).join('');

/** The combinations a selection buys, by nested loops. */
function oracleCombos(code: string, sel: Selection): string[][] {
  const row = byFace(sel[0] ?? []);
  const out: string[][] = [];
  if (code === 'SBTH') {
    for (let i = 0; i < row.length; i++)
      for (let j = i + 1; j < row.length; j++)
        for (let k = j + 1; k < row.length; k++) out.push([row[i]!, row[j]!, row[k]!]);
  } else if (code === 'EBTH') {
    for (let i = 0; i < row.length; i++)
      for (let j = i + 1; j < row.length; j++) out.push([row[i]!, row[j]!]);
  } else if (code === 'ETHDX') {
    for (const p of byFace(sel[0] ?? []))
      for (const y of byFace(sel[1] ?? [])) if (!p.includes(y)) out.push([p, y]);
  } else {
    for (const item of sel[0] ?? []) out.push([item]);
  }
  return out;
}

/** Whether one combination wins on these dice. */
function oracleWins(code: string, combo: string[], d: number[]): boolean {
  const sum = d[0]! + d[1]! + d[2]!;
  const triple = d[0] === d[1] && d[1] === d[2];
  const count = (f: string) => d.filter((x) => String(x) === f).length;
  const item = combo[0]!;
  switch (code) {
    case 'HZ':
      if (item === 'big') return !triple && sum >= 11;
      if (item === 'small') return !triple && sum <= 10;
      if (item === 'odd') return !triple && sum % 2 === 1;
      if (item === 'even') return !triple && sum % 2 === 0;
      return sum === Number(item);
    case 'STHTX':
      return triple;
    case 'STHDX':
      return d.join('') === item;
    case 'SBTH':
      return sortedDice(d) === combo.join('');
    case 'SLHTX':
      return ['123', '234', '345', '456'].includes(sortedDice(d));
    case 'ETHFX':
      return count(item[0]!) === 2;
    case 'ETHDX':
      return sortedDice(d) === [item[0], item[0], combo[1]].sort().join('');
    case 'EBTH':
      return combo.every((f) => count(f) > 0);
    case 'CBC':
      return count(item) > 0;
    default:
      throw new Error(code);
  }
}

function checkAllOutcomes(p: PlayDefinition, sel: Selection): void {
  const combos = oracleCombos(p.code, sel);
  const rates = shiftedRates(p, 7);
  for (const d of diceOutcomes) {
    const settled = p.settle(sel, { numbers: d }, rates);
    expect(settled.betCount).toBe(combos.length);
    expect(settled.refundCount).toBe(0);
    const expected = combos.filter((c) => oracleWins(p.code, c, d)).map(key);
    expect(settled.wins.map((w) => key(w.combination)).sort()).toEqual(expected.sort());
    for (const w of settled.wins) expect(w.rate).toBe(rates[w.rateKey]);
    // Guess a die pays by how many dice show the face.
    if (p.code === 'CBC')
      for (const w of settled.wins)
        expect(w.rateKey).toBe(`hit${d.filter((x) => String(x) === w.combination[0]).length}`);
  }
}

describe('K3 settlement over all 216 outcomes', () => {
  for (const p of k3Plays) {
    it(`${p.code}: full selection matches the oracle`, () => checkAllOutcomes(p, fullSelection(p)));
    it(`${p.code}: random selections match the oracle`, () => {
      fc.assert(
        fc.property(selectionArb(p), (sel) => {
          if (p.extraValidate?.(sel)) return; // not a placeable bet
          checkAllOutcomes(p, sel);
        }),
        { numRuns: 25, seed: 3 },
      );
    });
  }

  it('pays each winning combination at its own rate key', () => {
    const hz = play('HZ');
    const s = hz.settle([['10', 'small', 'even', 'big']], { numbers: [4, 4, 2] }, hz.defaultRates);
    expect(s.wins).toEqual([
      { combination: ['10'], rateKey: '10', rate: 700 },
      { combination: ['small'], rateKey: 'small', rate: 195 },
      { combination: ['even'], rateKey: 'even', rate: 195 },
    ]);
  });
});

describe('K3 countBets equals brute force', () => {
  for (const p of k3Plays) {
    it(`${p.code}`, () => {
      fc.assert(
        fc.property(selectionArb(p), (sel) => {
          const brute = oracleCombos(p.code, sel);
          expect(p.countBets(sel)).toBe(brute.length);
          expect(p.combinations(sel).length).toBe(brute.length);
          expect(p.combinations(sel).map(key).sort()).toEqual(brute.map(key).sort());
          // Placeable exactly when it buys something.
          expect(p.extraValidate?.(sel) ?? null).toEqual(
            brute.length === 0 ? { code: 'noCombination', messageKey: 'bet.noCombination' } : null,
          );
        }),
        { numRuns: 200, seed: 11 },
      );
    });
  }

  it('the largest selection of every play counts in under 1 ms', () => {
    for (const p of k3Plays) {
      const sel = fullSelection(p);
      const start = clock.now();
      for (let i = 0; i < 100; i++) p.countBets(sel);
      expect((clock.now() - start) / 100).toBeLessThan(1);
    }
  });
});
