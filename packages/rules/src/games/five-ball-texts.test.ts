import { describe, expect, it } from 'vitest';
import { fiveballTexts } from '../i18n/fiveball-texts';
import { messageLanguages } from '../language';
import { fiveBallPlays } from './five-ball';

describe('five-ball texts', () => {
  const used = new Set<string>();
  for (const p of fiveBallPlays) {
    used.add(p.nameKey).add(p.ruleKey).add(`group.fiveball.${p.group}`);
    for (const r of p.rows) {
      used.add(r.nameKey);
      for (const i of r.items) used.add(i.nameKey);
    }
  }

  it('has every key the five-ball plays use, non-empty, in all five languages', () => {
    expect(used.size).toBeGreaterThan(170);
    for (const lang of messageLanguages)
      for (const key of used) expect(fiveballTexts[lang][key]?.trim(), `${lang} ${key}`).toBeTruthy();
  });

  it('has no unused key, and the same keys in every language', () => {
    for (const lang of messageLanguages)
      expect(Object.keys(fiveballTexts[lang]).sort()).toEqual([...used].sort());
  });

  it('gives every play its own name and keeps rules to one or two sentences', () => {
    for (const lang of messageLanguages) {
      const names = fiveBallPlays.map((p) => fiveballTexts[lang][p.nameKey]);
      expect(new Set(names).size, lang).toBe(fiveBallPlays.length);
      for (const [key, text] of Object.entries(fiveballTexts[lang]))
        if (key.startsWith('rule.'))
          expect(text.split(/[.。](?:\s|$)/).filter(Boolean).length, key).toBeLessThanOrEqual(2);
    }
  });

  it('states the dragon/tiger tie rule and uses the usual market words', () => {
    expect(fiveballTexts.en['rule.fiveball.LHH']).toContain('lose');
    expect(fiveballTexts.tw['play.fiveball.LHH']).toBe('龍虎和');
    expect(fiveballTexts.zh['play.fiveball.LHH']).toBe('龙虎和');
    expect(fiveballTexts.vi['item.fiveball.big']).toBe('Tài');
    expect(fiveballTexts.my['item.fiveball.tie']).toBe('Seri');
    expect(fiveballTexts.zh['play.fiveball.QZX3']).toBe('前三直选');
    // Simplified Chinese carries none of the traditional forms used in tw.
    for (const text of Object.values(fiveballTexts.zh))
      expect(text).not.toMatch(/[碼選號單雙組開為後總兩龍膽個獎賠對數應順與則這項贏輸種減並於時該擇]/);
  });
});
