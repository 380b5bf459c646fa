import { waveCodes } from '../games/mark-six-attributes';
import { zodiacCycle } from '../games/mark-six-zodiac';
import type { MessageLanguage } from '../language';
import { enCatalogue } from './marksix/catalogue-en';
import { myCatalogue } from './marksix/catalogue-my';
import { twCatalogue } from './marksix/catalogue-tw';
import type { MarkSixCatalogueTexts } from './marksix/catalogue-types';
import { viCatalogue } from './marksix/catalogue-vi';
import { en } from './marksix/en';
import { my } from './marksix/my';
import { toSimplified } from './marksix/simplified';
import { tw } from './marksix/tw';
import type { LanguageTexts } from './marksix/types';
import { vi } from './marksix/vi';

/**
 * Display texts of every Mark Six key: plays, rules, rows (a direct play's row reads as the play),
 * items and UI groups. Linked and not-win plays differ only in k, so their texts are templates;
 * the per-language texts live in ./marksix/, and zh is derived from tw.
 */

const twoSidedCodes = [
  'big',
  'small',
  'odd',
  'even',
  'sumBig',
  'sumSmall',
  'sumOdd',
  'sumEven',
  'tailBig',
  'tailSmall',
  'bigOdd',
  'bigEven',
  'smallOdd',
  'smallEven',
];

/** The linked plays that take banker + dragger entry (`<code>_DT`), with their k. */
const bankerDraggerBases: readonly (readonly [string, number])[] = [
  ['SQZ', 3],
  ['SZE', 3],
  ['EQZ', 2],
  ['EZT', 2],
  ['TC', 2],
  ['SZY', 4],
];

function build(
  t: LanguageTexts,
  c: MarkSixCatalogueTexts,
  convert: (s: string) => string = (s) => s,
): Record<string, string> {
  const out: Record<string, string> = {};
  const play = (code: string, [name, rule]: readonly [string, string], direct = true) => {
    out[`play.marksix.${code}`] = convert(name);
    if (direct) out[`row.marksix.${code}`] = convert(name);
    out[`rule.marksix.${code}`] = convert(rule);
  };
  // The catalogue's further plays (ADR 040, ADR 041; games/mark-six-catalogue.ts).
  for (let k = 2; k <= 11; k++) play(`HX${k}`, c.combined(k));
  for (let k = 1; k <= 6; k++) {
    play(`ZT${k}`, c.placeSpecial(k));
    play(`ZM${k}LM`, c.placeTwoSided(k));
  }
  // The parlay has six rows of its own (place1 … place6), so its name is not a row name.
  for (const [code, texts] of Object.entries(c.plays)) play(code, texts, code !== 'ZMGG');
  for (let k = 1; k <= 6; k++) out[`row.marksix.place${k}`] = convert(c.place(k));
  play('LX5', t.linked('LX', 5));
  for (const [code, k] of bankerDraggerBases) {
    const base = (t.plays[code] ?? c.plays.SZY)[0];
    play(`${code}_DT`, c.bankerDragger(base, k), false);
  }
  for (const code of ['EQZ', 'EZT', 'TC']) {
    const base = (t.plays[code] ?? ['', ''])[0];
    play(`${code}_WSDP`, c.tailPairing(base), false);
    play(`${code}_SXDP`, c.zodiacPairing(base), false);
    play(`${code}_XCWS`, c.zodiacTail(base), false);
  }
  for (const [key, text] of Object.entries(c.rows)) out[`row.marksix.${key}`] = convert(text);
  out['item.marksix.tie'] = convert(c.tie);
  for (const [key, text] of Object.entries(c.zodiacCount)) out[`item.marksix.${key}`] = convert(text);
  for (const [g, name] of Object.entries(c.groups)) out[`group.marksix.${g}`] = convert(name);
  for (const [code, texts] of Object.entries(t.plays)) play(code, texts);
  for (const kind of ['LX', 'LXBZ', 'LW', 'LWBZ'] as const)
    for (const k of [2, 3, 4]) play(`${kind}${k}`, t.linked(kind, k));
  for (const n of [5, 6, 7, 8, 9, 10]) play(`BZ${n}`, t.notWin(n));
  for (let n = 1; n <= 49; n++)
    out[`item.marksix.${String(n).padStart(2, '0')}`] = String(n).padStart(2, '0');
  zodiacCycle.forEach((a, i) => (out[`item.marksix.${a}`] = convert(t.animals[i] as string)));
  waveCodes.forEach((w, i) => (out[`item.marksix.${w}`] = convert(t.waves[i] as string)));
  twoSidedCodes.forEach((c, i) => (out[`item.marksix.${c}`] = convert(t.twoSided[i] as string)));
  waveCodes.forEach((w, i) =>
    ['Big', 'Small', 'Odd', 'Even'].forEach((part, j) => {
      out[`item.marksix.${w}${part}`] = convert(t.halfWave(t.waves[i] as string, t.twoSided[j] as string));
    }),
  );
  for (let h = 0; h <= 4; h++) out[`item.marksix.head${h}`] = convert(t.head(h));
  for (let d = 0; d <= 9; d++) out[`item.marksix.tail${d}`] = convert(t.tail(d));
  for (const [g, name] of Object.entries(t.groups)) out[`group.marksix.${g}`] = convert(name);
  return out;
}

export const marksixTexts: Record<MessageLanguage, Record<string, string>> = {
  en: build(en, enCatalogue),
  vi: build(vi, viCatalogue),
  tw: build(tw, twCatalogue),
  my: build(my, myCatalogue),
  zh: build(tw, twCatalogue, toSimplified),
};
