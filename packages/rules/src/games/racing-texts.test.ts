import { describe, expect, it } from 'vitest';
import { racingTexts } from '../i18n/racing-texts';
import { messageLanguages } from '../language';
import { racingPlays } from './racing';

describe('racing texts', () => {
  const used = new Set<string>();
  for (const p of racingPlays) {
    used.add(p.nameKey).add(p.ruleKey).add(`group.racing.${p.group}`);
    for (const r of p.rows) {
      used.add(r.nameKey);
      for (const i of r.items) used.add(i.nameKey);
    }
  }

  it('has every key the racing plays use, non-empty, in all five languages', () => {
    expect(used.size).toBeGreaterThan(50);
    for (const lang of messageLanguages) {
      for (const key of used) expect(racingTexts[lang][key]?.trim(), `${lang} ${key}`).toBeTruthy();
    }
  });

  it('has no key that is not used, and the same keys in every language', () => {
    for (const lang of messageLanguages)
      expect(Object.keys(racingTexts[lang]).sort()).toEqual([...used].sort());
  });

  it('keeps rule texts to one or two sentences', () => {
    for (const lang of messageLanguages) {
      for (const [key, text] of Object.entries(racingTexts[lang])) {
        if (key.startsWith('rule.'))
          expect(text.split(/[.。](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(2);
      }
    }
  });
});
