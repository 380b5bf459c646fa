import { waveCodes } from '../games/mark-six-attributes';
import { zodiacCycle } from '../games/mark-six-zodiac';
import type { MessageLanguage } from '../language';
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

function build(t: LanguageTexts, convert: (s: string) => string = (s) => s): Record<string, string> {
  const out: Record<string, string> = {};
  const play = (code: string, [name, rule]: readonly [string, string]) => {
    out[`play.marksix.${code}`] = convert(name);
    out[`row.marksix.${code}`] = convert(name);
    out[`rule.marksix.${code}`] = convert(rule);
  };
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
  en: build(en),
  vi: build(vi),
  tw: build(tw),
  my: build(my),
  zh: build(tw, toSimplified),
};
