import { describe, expect, it } from 'vitest';
import { marksixTexts } from '../i18n/marksix-texts';
import { messageLanguages } from '../language';
import { markSixPlays } from './mark-six';

describe('Mark Six texts', () => {
  const used = new Set<string>();
  for (const p of markSixPlays) {
    used.add(p.nameKey).add(p.ruleKey).add(`group.marksix.${p.group}`);
    for (const r of p.rows) {
      used.add(r.nameKey);
      for (const i of r.items) used.add(i.nameKey);
    }
  }

  it('has every key the Mark Six plays use, non-empty, in all five languages', () => {
    expect(used.size).toBeGreaterThan(200);
    for (const lang of messageLanguages) {
      for (const key of used) expect(marksixTexts[lang][key]?.trim(), `${lang} ${key}`).toBeTruthy();
    }
  });

  it('has no unused key, and the same keys in every language', () => {
    for (const lang of messageLanguages)
      expect(Object.keys(marksixTexts[lang]).sort()).toEqual([...used].sort());
  });

  it('keeps rule texts to one or two sentences and mentions the 49 refund where it applies', () => {
    for (const lang of messageLanguages) {
      for (const [key, text] of Object.entries(marksixTexts[lang])) {
        if (key.startsWith('rule.'))
          expect(text.split(/[.。](?:\s|$)/).filter(Boolean).length, key).toBeLessThanOrEqual(2);
      }
      for (const code of ['TMLM', 'BB']) expect(marksixTexts[lang][`rule.marksix.${code}`]).toContain('49');
    }
  });

  it('writes Simplified Chinese apart from Traditional', () => {
    expect(marksixTexts.tw['play.marksix.TM']).toBe('特碼');
    expect(marksixTexts.zh['play.marksix.TM']).toBe('特码');
    expect(marksixTexts.zh['play.marksix.LXBZ2']).toBe('二肖连不中');
    for (const text of Object.values(marksixTexts.zh))
      expect(text).not.toMatch(/[碼選號與獎單雙組開種為該時數頭個屬於賠較總兩連沒現紅藍綠龍馬雞豬]/);
  });
});
