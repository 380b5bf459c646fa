import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { racingPlays } from './racing';
import {
  comboKey as key,
  fullSelection,
  playByCode,
  rowLimitedSelection,
  shiftedRates,
} from './play.test-support';
import type { PlayDefinition, Selection } from './types';

// An oracle written from docs/reference/play-types.md section 3 and README, independent of racing.ts: it lists the
// combinations a selection buys and decides each one against the cars by place on its own.

const play = (code: string): PlayDefinition => playByCode(racingPlays, code);
const placeOf = new Map(Array.from({ length: 10 }, (_, i) => [`place${i + 1}`, i]));
const placeIndex = (row: string) => placeOf.get(row)!;

/** Every draw whose cars at `places` run through all ordered distinct values; other places ascending. */
function outcomesAt(places: number[]): number[][] {
  let prefixes: number[][] = [[]];
  for (let k = 0; k < places.length; k++) {
    prefixes = prefixes.flatMap((p) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => !p.includes(c)).map((c) => [...p, c]),
    );
  }
  return prefixes.map((p) => {
    const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => !p.includes(c));
    const draw: number[] = [];
    for (let i = 0; i < 10; i++) draw.push(places.includes(i) ? p[places.indexOf(i)]! : rest.shift()!);
    return draw;
  });
}

/** The combinations a selection buys, by nested loops. */
function oracleCombos(p: PlayDefinition, sel: Selection): string[][] {
  if (p.code.startsWith('PKQZX') && p.code !== 'PKQZX1') {
    let tuples: string[][] = [[]];
    for (const row of sel) {
      const next: string[][] = [];
      for (const t of tuples) for (const car of row) if (!t.includes(car)) next.push([...t, car]);
      tuples = next;
    }
    return tuples;
  }
  if (p.direct) return (sel[0] ?? []).map((item) => [item]);
  return sel.flatMap((row, r) => row.map((item) => [`place${r + 1}`, item]));
}

/** Whether one combination wins on this draw. */
function oracleWins(code: string, combo: string[], d: number[]): boolean {
  const sum = d[0]! + d[1]!;
  const side = (v: number, bigFrom: number, s: string) =>
    s === 'big' ? v >= bigFrom : s === 'small' ? v < bigFrom : s === 'odd' ? v % 2 === 1 : v % 2 === 0;
  switch (code) {
    case 'PKQZX1':
    case 'PKQZX2':
    case 'PKQZX3':
    case 'PKQZX4':
    case 'PKQZX5':
      return combo.every((car, i) => Number(car) === d[i]);
    case 'PKDWD':
      return d[placeIndex(combo[0]!)] === Number(combo[1]);
    case 'PKDXDS':
      return side(d[placeIndex(combo[0]!)]!, 6, combo[1]!);
    case 'PKLH': {
      const i = placeIndex(combo[0]!);
      return combo[1] === 'dragon' ? d[i]! > d[9 - i]! : d[i]! < d[9 - i]!;
    }
    case 'PKGYH':
      return sum === Number(combo[0]);
    case 'PKGYHDXDS':
      return side(sum, 12, combo[0]!); // README: 11 is small
    default:
      throw new Error(code);
  }
}

const selectionArb = (p: PlayDefinition): fc.Arbitrary<Selection> =>
  rowLimitedSelection(p).filter((sel) => sel.flat().length >= (p.minTotalPicks ?? 1));

/** Settles every draw and returns the disagreements with the oracle (plain loops: expect is slow). */
function checkOutcomes(p: PlayDefinition, sel: Selection, draws: number[][]): void {
  const combos = oracleCombos(p, sel);
  const rates = shiftedRates(p, 3);
  const front = p.code.startsWith('PKQZX');
  const bought = new Set(combos.map(key));
  const problems: string[] = [];
  for (const d of draws) {
    const settled = p.settle(sel, { numbers: d }, rates);
    // Front plays: the only combination that can win is the drawn prefix, so a set lookup is exact.
    const prefix = key(d.slice(0, p.rows.length).map(String));
    const expected = front
      ? bought.has(prefix)
        ? [prefix]
        : []
      : combos.filter((c) => oracleWins(p.code, c, d)).map(key);
    const got = settled.wins.map((w) => key(w.combination));
    const ratesOk = settled.wins.every((w) => w.rate === rates[w.rateKey]);
    if (
      settled.betCount !== combos.length ||
      settled.refundCount !== 0 ||
      !ratesOk ||
      key(got.sort()) !== key(expected.sort()) ||
      !settled.wins.every((w) => oracleWins(p.code, w.combination as string[], d))
    ) {
      problems.push(
        `${key(sel.map((r) => r.join(' ')))} @ ${d.join(' ')}: got [${got.join('|')}] want [${expected.join('|')}]`,
      );
    }
  }
  expect(problems.slice(0, 5)).toEqual([]);
}

const randomSelections = (p: PlayDefinition, n: number, seed: number) =>
  fc.sample(selectionArb(p), { numRuns: n, seed });
const firstPlaces = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('racing settlement over enumerated outcomes', () => {
  const runs: Record<string, number> = { PKQZX1: 40, PKQZX2: 30, PKQZX3: 10, PKQZX4: 3, PKQZX5: 1 };
  for (const [code, n] of Object.entries(runs)) {
    it(`${code}: every ordered outcome of the first ${play(code).rows.length} places`, () => {
      const p = play(code);
      const draws = outcomesAt(firstPlaces(p.rows.length));
      for (const sel of [fullSelection(p), ...randomSelections(p, n, 5)]) {
        if (p.extraValidate?.(sel)) continue;
        checkOutcomes(p, sel, draws);
      }
    });
  }

  for (const code of ['PKDWD', 'PKDXDS']) {
    it(`${code}: every ordered outcome of the first five and of the last five places`, () => {
      const p = play(code);
      const draws = [...outcomesAt([0, 1, 2, 3, 4]), ...outcomesAt([5, 6, 7, 8, 9])];
      // One random selection: the random-race property below covers many more selections.
      for (const sel of randomSelections(p, 1, 7)) checkOutcomes(p, sel, draws);
    });
  }

  it('PKLH: every ordered pair of place i and place 11 - i', () => {
    const p = play('PKLH');
    for (const sel of [fullSelection(p), ...randomSelections(p, 10, 9)]) {
      for (let i = 0; i < 5; i++) checkOutcomes(p, sel, outcomesAt([i, 9 - i]));
    }
  });

  for (const code of ['PKGYH', 'PKGYHDXDS']) {
    it(`${code}: all 90 ordered (champion, runner-up) pairs`, () => {
      const p = play(code);
      for (const sel of [fullSelection(p), ...randomSelections(p, 30, 13)])
        checkOutcomes(p, sel, outcomesAt([0, 1]));
    });
  }

  it('every play agrees with the oracle on random full race orders', () => {
    const race = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 });
    for (const p of racingPlays) {
      fc.assert(
        fc.property(selectionArb(p), race, (sel, d) => {
          if (p.extraValidate?.(sel)) return;
          checkOutcomes(p, sel, [d]);
        }),
        { numRuns: 150, seed: 17 },
      );
    }
  });
});

describe('racing countBets equals brute force', () => {
  for (const p of racingPlays) {
    it(`${p.code}`, () => {
      fc.assert(
        fc.property(selectionArb(p), (sel) => {
          const brute = oracleCombos(p, sel);
          expect(p.countBets(sel)).toBe(brute.length);
          const listed = p.combinations(sel);
          expect(listed.length).toBe(brute.length);
          expect(listed.map(key).sort()).toEqual(brute.map(key).sort());
          if (p.extraValidate) {
            const expected =
              brute.length === 0 ? { code: 'noCombination', messageKey: 'bet.noCombination' } : null;
            expect(p.extraValidate(sel)).toEqual(expected);
          }
        }),
        { numRuns: p.code === 'PKQZX5' ? 25 : 100, seed: 23 },
      );
    });
  }

  it('front N with overlapping small rows, where the distinct-car rule bites', () => {
    const small = fc.subarray(['1', '2', '3', '4'], { minLength: 1, maxLength: 4 });
    for (const n of [2, 3, 4, 5]) {
      const p = play(`PKQZX${n}`);
      fc.assert(
        fc.property(fc.array(small, { minLength: n, maxLength: n }), (sel) => {
          expect(p.countBets(sel)).toBe(oracleCombos(p, sel).length);
        }),
        { numRuns: 150, seed: n },
      );
    }
  });
});
