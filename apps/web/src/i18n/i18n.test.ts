import { serverMessages } from '@fairdraw/contract';
import { validationMessageKeys } from '@fairdraw/rules';
import { describe, expect, it } from 'vitest';

import en from './en.json';
import { appLanguages, changeLanguage, detectLanguage, i18n, loadTranslations } from './index';
import my from './my.json';
import tw from './tw.json';
import vi from './vi.json';
import zh from './zh.json';

const files: Record<string, Record<string, string>> = { en, vi, tw, my, zh };

describe('translations', () => {
  it.each(Object.keys(files))(
    '%s.json has every key of en.json, each non-empty, and no extra keys',
    (language) => {
      const file = files[language]!;
      const missing = Object.keys(en).filter((key) => !(key in file) || file[key]?.trim() === '');
      const extra = Object.keys(file).filter((key) => !(key in en));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    },
  );

  it.each([...appLanguages])(
    '%s: every validation key is localized from the server catalogue',
    async (language) => {
      const texts = await loadTranslations(language);
      for (const key of validationMessageKeys) {
        expect(texts[key]).toBe(serverMessages[language][key]);
      }
      expect(texts['auth.loginInvalid']).toBe(serverMessages[language]['auth.loginInvalid']);
    },
  );

  it('interpolation placeholders match across languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [language, file] of Object.entries(files)) {
      for (const [key, text] of Object.entries(en)) {
        expect({ language, key, found: placeholders(file[key] ?? '') }).toEqual({
          language,
          key,
          found: placeholders(text),
        });
      }
    }
  });
});

describe('language resolution (spec section 1)', () => {
  it.each([
    ['en', 'vi-VN', 'en'],
    ['my', 'en-US', 'my'],
    ['zh', 'en-US', 'zh'],
    [null, 'en-GB', 'en'],
    [null, 'vi', 'vi'],
    [null, 'tw', 'tw'],
    [null, 'my', 'my'],
    [null, 'zh-CN', 'tw'],
    [null, 'zh-TW', 'tw'],
    [null, 'fr-FR', 'vi'],
    [null, undefined, 'vi'],
    ['xx', 'de', 'vi'],
  ])('stored %s, browser %s -> %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });

  it('a switch is stored and takes effect at once', async () => {
    await changeLanguage('tw');
    expect(window.localStorage.getItem('language')).toBe('tw');
    expect(i18n.t('tab.mine')).toBe('我的');
    // The page says it in BCP 47 (tw is traditional Chinese here, not Twi).
    expect(document.documentElement.lang).toBe('zh-Hant');
    await changeLanguage('my');
    expect(document.documentElement.lang).toBe('ms');
    await changeLanguage('en');
    expect(i18n.t('tab.mine')).toBe('Mine');
  });
});
