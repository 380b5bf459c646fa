import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSelection } from '../bet/validate';
import { markSixPlays, markSixRtpRows } from './mark-six';
import { returnPercent } from './mark-six-odds';
import { parlayRtpRows, parlayTicketRate, regularParlay } from './mark-six-parlay';
import type { Selection } from './types';

/*
 * An independent reading of docs/reference/play-types.md §4.2 "Regular parlay / 正码过关": one option on each of
 * several regular places, one bet per ticket, all legs must win, a tied leg (49 on a two-sided
 * option) counts as odds 1, and the ticket pays the product of its legs' odds (rounded down to 0.01).
 */

const red = '01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46'.split(' ').map(Number);
const blue = '03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48'.split(' ').map(Number);
const waveOf = (n: number) => (red.includes(n) ? 'red' : blue.includes(n) ? 'blue' : 'green');

/** 'win' | 'tie' | 'lose' of one leg on the number n, from the spec's attribute rules. */
function leg(code: string, n: number): 'win' | 'tie' | 'lose' {
  if (['red', 'blue', 'green'].includes(code)) return waveOf(n) === code ? 'win' : 'lose';
  if (n === 49) return 'tie';
  const t = Math.floor(n / 10);
  const u = n % 10;
  const tests: Record<string, boolean> = {
    big: n >= 25,
    small: n <= 24,
    odd: n % 2 === 1,
    even: n % 2 === 0,
    sumBig: t + u >= 7,
    sumSmall: t + u <= 6,
    sumOdd: (t + u) % 2 === 1,
    sumEven: (t + u) % 2 === 0,
    tailBig: u >= 5,
    tailSmall: u <= 4,
  };
  return tests[code] ? 'win' : 'lose';
}

const options = regularParlay.rows[0]?.items.map((i) => i.code) ?? [];
const all = Array.from({ length: 49 }, (_, i) => i + 1);

const ticketArb: fc.Arbitrary<Selection> = fc
  .tuple(...Array.from({ length: 6 }, () => fc.option(fc.constantFrom(...options), { nil: undefined })))
  .map((legs) => legs.map((c) => (c === undefined ? [] : [c])));

describe('Mark Six regular parlay (ZMGG)', () => {
  it('is offered with six place rows, one option each, two legs at least, one bet per ticket', () => {
    expect(markSixPlays).toContain(regularParlay);
    expect(regularParlay.rows.map((r) => [r.code, r.minPicks, r.maxPicks])).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => [`place${k}`, 0, 1]),
    );
    expect(options).toHaveLength(13);
    expect(validateSelection(regularParlay, [['big'], [], [], [], [], []])).toMatchObject({
      ok: false,
      error: { code: 'tooFewPicks' },
    });
    expect(validateSelection(regularParlay, [['big', 'odd'], ['red'], [], [], [], []])).toMatchObject({
      ok: false,
      error: { code: 'tooManyPicks' },
    });
    expect(validateSelection(regularParlay, [['big'], [], ['red'], [], [], ['odd']])).toEqual({
      ok: true,
      betCount: 1,
    });
    // Legs are priced as the same option of ZMkLM.
    const zm1 = markSixPlays.find((p) => p.code === 'ZM1LM');
    expect(regularParlay.defaultRates).toEqual(zm1?.defaultRates);
    expect(regularParlay.defaultRates.big).toBe(195);
    expect(regularParlay.defaultRates.red).toBe(259);
  });

  it('pays the product of the winning legs, a tied leg at 1, nothing when a leg loses (property)', () => {
    fc.assert(
      fc.property(ticketArb, fc.shuffledSubarray(all, { minLength: 7, maxLength: 7 }), (ticket, numbers) => {
        const legs = ticket.flatMap((row, i) => (row[0] ? [[i, row[0]] as const] : []));
        fc.pre(legs.length >= 2);
        const rates = Object.fromEntries(options.map((c, i) => [c, 150 + 7 * i]));
        const s = regularParlay.settle(ticket, { numbers }, rates);
        const outcomes = legs.map(([place, code]) => leg(code, numbers[place] as number));
        expect(s.betCount).toBe(1);
        if (outcomes.includes('lose')) {
          expect(s.wins).toEqual([]);
          expect(s.refundCount).toBe(0);
          return;
        }
        // Exact product of the odds as a fraction, rounded down to hundredths at the end.
        const factors = legs.map(([, code], i) => (outcomes[i] === 'tie' ? 100 : (rates[code] as number)));
        const product = factors.reduce((a, f) => a * BigInt(f), 1n);
        const rate = Number(product / 100n ** BigInt(factors.length - 1));
        expect(s.wins).toEqual([
          { combination: legs.map(([p, c]) => `${p + 1}:${c}`), rateKey: 'parlay', rate },
        ]);
      }),
      { numRuns: 2000, seed: 13 },
    );
  });

  it('settles fixed tickets: 1.95 × 2.59 = 5.05; a 49 leg at 1; a lost leg', () => {
    const rates = regularParlay.defaultRates;
    const ticket = [['big'], ['red'], [], [], [], []];
    expect(regularParlay.settle(ticket, { numbers: [30, 2, 3, 4, 5, 6, 7] }, rates).wins[0]?.rate).toBe(505);
    expect(regularParlay.settle(ticket, { numbers: [49, 2, 3, 4, 5, 6, 7] }, rates).wins[0]?.rate).toBe(259);
    expect(regularParlay.settle(ticket, { numbers: [30, 3, 2, 4, 5, 6, 7] }, rates).wins).toEqual([]);
    expect(regularParlay.combinations(ticket)).toEqual([['1:big', '2:red']]);
  });

  it('tells the payout limit what a ticket pays at most: every leg won', () => {
    const rates = regularParlay.defaultRates;
    const ticket = [['big'], ['red'], [], [], [], []];
    const won = regularParlay.settle(ticket, { numbers: [30, 2, 3, 4, 5, 6, 7] }, rates).wins[0]?.rate;
    expect(parlayTicketRate(ticket, rates)).toBe(won);
    expect(parlayTicketRate([[], [], [], [], [], []], rates)).toBe(0);
  });

  it('has RTP rows of a two-leg ticket per option, at most the square of the single-leg return', () => {
    const rows = parlayRtpRows();
    expect(markSixRtpRows().filter((r) => r.play === 'ZMGG')).toEqual(rows);
    expect(rows.map((r) => r.rateKey)).toEqual(options);
    for (const r of rows) {
      expect(r.rate).toBe(regularParlay.defaultRates[r.rateKey]);
      expect(Math.abs(r.rtpPercent - r.policyRtpPercent), r.rateKey).toBeLessThan(0.01);
      // Drawn without replacement, the same option on two places is negatively correlated (a big first
      // number leaves 23 of 48 big ones), so a ticket returns a little less than independent legs would.
      const spec = regularParlay.rateSpecs[r.rateKey];
      const single = spec ? returnPercent(r.rate, spec) / 100 : 0;
      expect(r.rtpPercent, r.rateKey).toBeLessThan(single * single * 100);
      expect(r.rtpPercent, r.rateKey).toBeGreaterThan(single * single * 100 - 4);
      expect(r.rtpPercent).toBeLessThan(100);
    }
    // big + big: both ≥ 25 (24 × 23 of 49 × 48), or 49 then a big (1 × 24) or a big then 49 (24 × 1).
    const big = rows.find((r) => r.rateKey === 'big');
    expect(big?.winProbability).toBe(`${24 * 23 + 24 + 24}/${49 * 48}`);
    // Paid floor(1.95 × 1.95) = 3.80 on both, 1.95 when the other leg ties.
    expect(big?.rtpPercent).toBeCloseTo((24 * 23 * 380 + 48 * 195) / (49 * 48), 10);
  });
});
