import { describe, expect, it } from 'vitest';

import { changeLanguage, i18n, responsiblePlayNamespace } from './index';
import en from './responsible-play/en.json';
import my from './responsible-play/my.json';
import tw from './responsible-play/tw.json';
import vi from './responsible-play/vi.json';
import zh from './responsible-play/zh.json';

const files: Record<string, Record<string, string>> = { en, vi, tw, my, zh };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('responsible-play texts (their own namespace, ADR 123)', () => {
  it.each(Object.keys(files))(
    '%s has every key of en, each non-empty, no extra, same placeholders',
    (language) => {
      const file = files[language]!;
      const missing = Object.keys(en).filter((key) => !file[key]?.trim());
      const extra = Object.keys(file).filter((key) => !(key in en));
      const mismatched = Object.entries(en)
        .filter(([key, text]) => placeholders(file[key] ?? '').join() !== placeholders(text).join())
        .map(([key]) => key);
      expect({ language, missing, extra, mismatched }).toEqual({
        language,
        missing: [],
        extra: [],
        mismatched: [],
      });
    },
  );

  it('Malay is Malay in Latin script, not Burmese', () => {
    for (const text of Object.values(my)) expect(text).not.toMatch(/[\u1000-\u109F]/);
    expect(my.takeBreak).toBe('Berehat');
  });

  it('loads on first use and follows a language switch', async () => {
    await i18n.loadNamespaces(responsiblePlayNamespace);
    expect(i18n.t('takeBreak', { ns: responsiblePlayNamespace })).toBe('Take a break');
    await changeLanguage('my');
    expect(i18n.t('takeBreak', { ns: responsiblePlayNamespace })).toBe('Berehat');
    await changeLanguage('en');
  });
});
