import type { MessageLanguage } from '../language';
import { enCatalogue } from './fiveball/catalogue-en';
import { myCatalogue } from './fiveball/catalogue-my';
import { twCatalogue } from './fiveball/catalogue-tw';
import type { CatalogueTexts } from './fiveball/catalogue-types';
import { viCatalogue } from './fiveball/catalogue-vi';
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

/** Texts of the catalogue plays (ADR 040, ADR 041) (codes as in games/five-ball-*.ts). */
function buildCatalogue(t: LanguageTexts, c: CatalogueTexts): Record<string, string> {
  const out: Record<string, string> = {};
  const play = (code: string, [name, rule]: [string, string]) => {
    out[`play.fiveball.${code}`] = name;
    out[`rule.fiveball.${code}`] = rule;
  };
  for (const [key, text] of Object.entries(c.rows)) out[`row.fiveball.${key}`] = text;
  for (const [key, text] of Object.entries(c.items)) out[`item.fiveball.${key}`] = text;
  for (const [key, text] of Object.entries(c.groups)) out[`group.fiveball.${key}`] = text;
  for (let n = 1; n <= 5; n++) out[`item.fiveball.ball${n}`] = t.ball(n);
  for (const [code, spot, m] of [
    ['5', 'all5', 5],
    ['4', 'last4', 4],
  ] as const) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`ZX${code}`, t.direct(s, b));
    play(`ZH${code}`, c.combination(s, b, m));
    play(`ZX${code}_S`, c.directSingle(s, b, m));
  }
  for (const [prefix, spot] of STAR_PLAYS) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`${prefix}ZX3_S`, c.directSingle(s, b, 3));
    play(`${prefix}ZU3_S`, c.group3Single(s, b));
    play(`${prefix}ZU6_S`, c.group6Single(s, b));
    play(`${prefix}HHZX`, c.mixedSingle(s, b));
    play(`${prefix}ZUBD`, c.banker3(s, b));
    play(`${prefix}HZWS`, c.sumTail(s, b));
    play(`${prefix}TS3`, c.special(s, b));
  }
  for (const [prefix, spot] of [
    ['Q', 'front2'],
    ['H', 'back2'],
  ] as const) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`${prefix}ZX2_S`, c.directSingle(s, b, 2));
    play(`${prefix}ZU2BD`, c.banker2(s, b));
    play(`${prefix}2DXDS`, c.bsoe(s, b, 2));
  }
  play('Q3DXDS', c.bsoe(t.spot.front3, t.balls.front3, 3));
  play('H3DXDS', c.bsoe(t.spot.back3, t.balls.back3, 3));
  for (const [code, text] of Object.entries(c.fun)) play(code, text);
  for (const [code, text] of Object.entries(c.ticked)) play(code, text);
  play('RZX4', t.anyDirect(4));
  for (const size of ['24', '12', '6', '4']) play(`RSXZU${size}`, c.anyGroup4(size));
  for (let a = 1; a <= 5; a++)
    for (let b = a + 1; b <= 5; b++) if (!(a === 1 && b === 5)) play(`LHH${a}${b}`, c.dragonTiger(a, b));
  return out;
}

function build(
  t: LanguageTexts,
  c: CatalogueTexts,
  convert: (s: string) => string = (s) => s,
): Record<string, string> {
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
  Object.assign(out, buildCatalogue(t, c));
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, convert(v)]));
}

export const fiveballTexts: Record<MessageLanguage, Record<string, string>> = {
  en: build(en, enCatalogue),
  vi: build(vi, viCatalogue),
  tw: build(tw, twCatalogue),
  my: build(my, myCatalogue),
  zh: build(tw, twCatalogue, toSimplified),
};
