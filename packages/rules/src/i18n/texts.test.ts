import { describe, expect, it } from 'vitest';

import { betMessageKeys } from '../bet/validate';
import { games, hallCategories } from '../games/games';
import { playsByFamily } from '../games/registry';
import { messageLanguages } from '../language';
import { coreTexts } from './core-texts';
import { hasAllTexts, mergeTexts, textOf, textSources, texts } from './texts';

/** Every i18n key the rules package hands out: plays, rules, rows, items, games, halls, bet messages. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const plays of Object.values(playsByFamily)) {
    for (const play of plays) {
      keys.add(play.nameKey);
      keys.add(play.ruleKey);
      for (const row of play.rows) {
        keys.add(row.nameKey);
        for (const item of row.items) keys.add(item.nameKey);
      }
    }
  }
  for (const game of games) keys.add(game.nameKey);
  for (const category of hallCategories) keys.add(`hall.${category}`);
  for (const key of Object.values(betMessageKeys)) keys.add(key);
  keys.add('bet.amountTooLarge');
  keys.add('bet.previewMismatch');
  return [...keys].sort();
}

describe('texts', () => {
  it('every key of every play, row, item, game, hall category and bet message exists non-empty in all five languages', () => {
    const missing = usedKeys().flatMap((key) =>
      messageLanguages
        .filter((lang) => (texts[lang][key] ?? '').trim() === '')
        .map((lang) => `${lang}:${key}`),
    );
    expect(missing).toEqual([]);
    for (const key of usedKeys()) expect(hasAllTexts(key)).toBe(true);
  });

  it('a key defined by two sources says the same thing in both', () => {
    for (const lang of messageLanguages) {
      const seen = new Map<string, string>();
      for (const source of textSources) {
        for (const [key, text] of Object.entries(source[lang])) {
          if (seen.has(key)) expect(`${key}=${text}`).toBe(`${key}=${seen.get(key)}`);
          seen.set(key, text);
        }
      }
    }
  });

  it('the core keys are the ones the spec names, in every language', () => {
    expect(textOf('en', 'bet.pleaseSelect')).toBe('Please select number');
    expect(textOf('en', 'bet.pleaseEnterAmount')).toBe('Please enter the amount');
    expect(textOf('en', 'game.xyft')).toBe('Lucky airship');
    expect(textOf('tw', 'game.lhc')).toBe('六合彩');
    for (const lang of messageLanguages)
      expect(Object.keys(coreTexts[lang]).sort()).toEqual(Object.keys(coreTexts.en).sort());
  });

  it('textOf falls back to English, then to the key', () => {
    const merged = mergeTexts(
      { en: { a: 'A', b: 'B' }, vi: { a: 'Ă' }, tw: {}, my: {}, zh: {} },
      { en: { c: 'C' }, vi: {}, tw: { c: '丙' }, my: {}, zh: {} },
    );
    expect(merged.en).toEqual({ a: 'A', b: 'B', c: 'C' });
    expect(merged.tw).toEqual({ c: '丙' });
    expect(textOf('vi', 'game.k3')).toBe(coreTexts.vi['game.k3']);
    expect(textOf('vi', 'no.such.key')).toBe('no.such.key');
    expect(hasAllTexts('no.such.key')).toBe(false);
  });
});
