import type { MessageLanguage } from '../language';
import { en } from './fiveball/en';
import { my } from './fiveball/my';
import { toSimplified } from './fiveball/simplified';
import { tw } from './fiveball/tw';
import type { LanguageTexts, Spot } from './fiveball/types';
import { star45Codes } from './fiveball/types';
import { vi } from './fiveball/vi';

/**
 * Display texts of every five-ball key (plays, rules, rows, items, UI groups). Plays that differ
 * only by their balls share a template per language (in ./fiveball/); zh is derived from tw.
 */

const STAR_PLAYS: readonly [string, Spot][] = [
  ['Q', 'front3'],
  ['Z', 'middle3'],
  ['H', 'back3'],
];
const NOT_POSITIONED: readonly [string, Spot, number][] = [
  ['QBDW31', 'front3', 1],
  ['HBDW31', 'back3', 1],
  ['QBDW32', 'front3', 2],
  ['HBDW32', 'back3', 2],
  ['BDW41', 'last4', 1],
  ['BDW42', 'last4', 2],
  ['BDW52', 'all5', 2],
  ['BDW53', 'all5', 3],
];

function build(t: LanguageTexts, convert: (s: string) => string = (s) => s): Record<string, string> {
  const out: Record<string, string> = { ...t.fixed };
  const play = (code: string, [name, rule]: [string, string]) => {
    out[`play.fiveball.${code}`] = name;
    out[`rule.fiveball.${code}`] = rule;
  };
  for (let n = 1; n <= 5; n++) {
    out[`row.fiveball.ball${n}`] = t.ball(n);
    play(`LM_B${n}`, t.ballTwoSided(n));
    play(`NUM_B${n}`, t.ballNumber(n));
  }
  out['row.fiveball.total'] = t.total;
  for (const [key, text] of Object.entries(t.items)) out[`item.fiveball.${key}`] = text;
  for (const [key, text] of Object.entries(t.rows)) out[`row.fiveball.${key}`] = text;
  for (const [key, text] of Object.entries(t.groups)) out[`group.fiveball.${key}`] = text;
  for (let n = 0; n <= 27; n++) out[`item.fiveball.${n}`] = String(n);
  for (const [prefix, spot] of [
    ['Q', 'front2'],
    ['H', 'back2'],
  ] as const) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`${prefix}ZX2`, t.direct(s, b));
    play(`${prefix}ZX2HZ`, t.directSum(s, b));
    play(`${prefix}ZX2KD`, t.directSpan(s, b));
    play(`${prefix}ZU2`, t.group2(s, b));
    play(`${prefix}ZU2HZ`, t.group2Sum(s, b));
  }
  for (const [prefix, spot] of STAR_PLAYS) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`${prefix}ZX3`, t.direct(s, b));
    play(`${prefix}ZXHZ`, t.directSum(s, b));
    play(`${prefix}ZXKD`, t.directSpan(s, b));
    play(`${prefix}ZU3`, t.group3(s, b));
    play(`${prefix}ZU6`, t.group6(s, b));
    play(`${prefix}ZUHZ`, t.groupSum(s, b));
  }
  for (const [code, spot, k] of NOT_POSITIONED) play(code, t.notPositioned(t.spot[spot], t.balls[spot], k));
  for (const code of star45Codes) {
    const spot = code.startsWith('SX') ? 'last4' : 'all5';
    play(code, t.star45(code, t.spot[spot], t.balls[spot]));
  }
  play('RZX2', t.anyDirect(2));
  play('RZX3', t.anyDirect(3));
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, convert(v)]));
}

export const fiveballTexts: Record<MessageLanguage, Record<string, string>> = {
  en: build(en),
  vi: build(vi),
  tw: build(tw),
  my: build(my),
  zh: build(tw, toSimplified),
};
