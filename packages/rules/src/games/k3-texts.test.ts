import { describe, expect, it } from 'vitest';
import { k3Texts } from '../i18n/k3-texts';
import { messageLanguages } from '../language';
import { k3Plays } from './k3';

describe('K3 texts', () => {
  const used = new Set<string>();
  for (const p of k3Plays) {
    used.add(p.nameKey).add(p.ruleKey).add(`group.k3.${p.group}`);
    for (const r of p.rows) {
      used.add(r.nameKey);
      for (const i of r.items) used.add(i.nameKey);
    }
  }

  it('has every key the K3 plays use, non-empty, in all five languages', () => {
    expect(used.size).toBeGreaterThan(50);
    for (const lang of messageLanguages) {
      for (const key of used) expect(k3Texts[lang][key]?.trim(), `${lang} ${key}`).toBeTruthy();
    }
  });

  it('has no key that is not used, and the same keys in every language', () => {
    for (const lang of messageLanguages) expect(Object.keys(k3Texts[lang]).sort()).toEqual([...used].sort());
  });

  it('keeps rule texts to one or two sentences', () => {
    for (const lang of messageLanguages) {
      for (const [key, text] of Object.entries(k3Texts[lang])) {
        if (key.startsWith('rule.'))
          expect(text.split(/[.。](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(2);
      }
    }
  });
});
