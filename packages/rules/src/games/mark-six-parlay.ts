/**
 * Regular parlay (正码过关, docs/reference/play-types.md §4.2): one option on each of two or more regular places
 * (正码1 … 正码6, in draw order), one bet per ticket. The ticket wins when every leg wins, and pays
 * the product of its legs' odds, a tied leg (49 on a two-sided option) counting as odds 1.
 *
 * | Code | Rows          | Items per row                   | Bets | Rate keys                  |
 * |------|---------------|---------------------------------|------|----------------------------|
 * | ZMGG | place1…place6 | ZMkLM's: two-sided and colours  | 1    | the leg's option (as ZMkLM) |
 *
 * Odds (ADR 041): each leg is the same market as ZMkLM's option on that place, so its rate key is
 * priced exactly as there (1.95 for 50/50 two-sided, 0.975 × fair uneven, 0.90 × fair colours), and
 * the operator's ZMGG table can differ from ZMkLM's. The product is rounded down to 0.01 once, at the
 * end (README: all rounded down to 0.01), in exact integer arithmetic.
 */
import { placeCodes, placeOutcome, placeSpecs } from './mark-six-catalogue';
import { drawNumbers } from './mark-six-kit';
import { policyRates } from './mark-six-odds';
import { itemsOf, playBase, rateOf, rowOf } from './play-kit';
import type { Draw, PlayDefinition, RtpRow, Selection, Settlement } from './types';

export const parlayCode = 'ZMGG';
const places = [1, 2, 3, 4, 5, 6];
/** Fewest legs of a ticket: a one-leg "parlay" is just ZMkLM. */
export const parlayLegsMin = 2;
/** Rate key of a parlay's winning ticket (its rate is the product, not a table entry). */
export const parlayWinKey = 'parlay';

/** The legs of a ticket as `<place>:<option>`, places ascending (the one combination). */
function legsOf(selection: Selection): string[] {
  return places.flatMap((k) => (selection[k - 1] ?? []).map((code) => `${k}:${code}`));
}

/** Settles one ticket: lost if a leg loses; else the product of leg rates, tied legs at 1.00. */
function settleTicket(selection: Selection, draw: Draw, rates: Readonly<Record<string, number>>): Settlement {
  const numbers = drawNumbers(draw);
  const legs = legsOf(selection);
  let product = 1n;
  let tied = 0;
  for (const leg of legs) {
    const [place, code] = leg.split(':') as [string, string];
    const outcome = placeOutcome(code, numbers[Number(place) - 1] as number);
    if (outcome === 'lose') return { betCount: 1, wins: [], refundCount: 0 };
    if (outcome === 'tie') tied++;
    product *= BigInt(outcome === 'tie' ? 100 : rateOf(rates, code));
  }
  // Only one place can hold 49, so a ticket of two or more legs never ties on every leg; guard anyway.
  if (tied === legs.length) return { betCount: 1, wins: [], refundCount: 1 };
  const rate = Number(product / 100n ** BigInt(legs.length - 1));
  return { betCount: 1, wins: [{ combination: legs, rateKey: parlayWinKey, rate }], refundCount: 0 };
}

/** What a winning ticket pays per unit, in hundredths: every leg won (the most it can pay), for the
 * server's payout limit per issue and play (限红). */
export function parlayTicketRate(selection: Selection, rates: Readonly<Record<string, number>>): number {
  const legs = legsOf(selection);
  const product = legs.reduce((acc, leg) => acc * BigInt(rateOf(rates, leg.split(':')[1] as string)), 1n);
  return legs.length === 0 ? 0 : Number(product / 100n ** BigInt(legs.length - 1));
}

export const regularParlay: PlayDefinition = {
  ...playBase('marksix', parlayCode, 'regularPlace', 'recomputed'),
  direct: false,
  rows: places.map((k) => rowOf(`place${k}`, `row.marksix.place${k}`, itemsOf('marksix', placeCodes), 0, 1)),
  minTotalPicks: parlayLegsMin,
  defaultRates: policyRates(placeSpecs),
  rateSpecs: placeSpecs,
  countBets: () => 1,
  combinations: (selection) => [legsOf(selection)],
  settle: settleTicket,
};

/** Ordered (first, second) regular numbers: the outcomes a ticket on places 1 and 2 can tell apart. */
function placePairs(): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 1; a <= 49; a++) for (let b = 1; b <= 49; b++) if (a !== b) out.push([a, b]);
  return out;
}

/**
 * One row per leg option: the return of a two-leg ticket (the option on places 1 and 2), enumerated
 * exactly over the 49 × 48 ordered numbers of those places through `settle`. The policy column is what
 * the policy's rounded leg rate r implies for that ticket, counted in closed form: with w winning
 * numbers (and 49 tying a two-sided option), both legs win on w(w − 1) of the 2,352 pairs and pay
 * floor(r² / 100); one leg ties and the other wins on 2w pairs and pays r.
 */
export function parlayRtpRows(): RtpRow[] {
  const pairs = placePairs();
  return Object.entries(placeSpecs).map(([rateKey, spec]) => {
    const rate = regularParlay.defaultRates[rateKey] as number;
    const ticket = [[rateKey], [rateKey], [], [], [], []];
    let paidHundredths = 0;
    let wins = 0;
    let refunds = 0;
    for (const [a, b] of pairs) {
      // Places 3-7 from 43-49 minus the two: the ticket does not read them.
      const rest = [43, 44, 45, 46, 47, 48, 49].filter((n) => n !== a && n !== b);
      const s = settleTicket(ticket, { numbers: [a, b, ...rest.slice(0, 5)] }, regularParlay.defaultRates);
      for (const w of s.wins) {
        wins++;
        paidHundredths += w.rate;
      }
      refunds += s.refundCount;
    }
    // w winning numbers of 49 on one place: p(win) × 49, minus nothing (ties are separate).
    const winning = (spec.winNumerator * 49) / spec.winDenominator;
    const ties = spec.refundNumerator ? 1 : 0;
    const bothWin = winning * (winning - 1) * Math.floor((rate * rate) / 100);
    const policyPaid = bothWin + 2 * ties * winning * rate;
    return {
      family: 'marksix' as const,
      play: parlayCode,
      rateKey,
      policy: spec.policy,
      rate,
      winProbability: `${wins}/${pairs.length}`,
      refundProbability: `${refunds}/${pairs.length}`,
      rtpPercent: (paidHundredths + refunds * 100) / pairs.length,
      policyRtpPercent: policyPaid / pairs.length,
      method: 'enumeration' as const,
    };
  });
}
