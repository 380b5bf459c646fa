import { describe, expect, it } from 'vitest';

import { defaultLanguage, parseLanguageHeader, resolveLanguage } from './language';

describe('language resolution (spec section 1)', () => {
  it('prefers a stored choice', () => {
    expect(resolveLanguage('my', 'en-US')).toBe('my');
  });

  it('ignores an unknown stored value and falls back to the browser', () => {
    expect(resolveLanguage('fr', 'en-GB')).toBe('en');
  });

  it.each([
    ['en-US', 'en'],
    ['vi-VN', 'vi'],
    ['tw', 'tw'],
    ['my', 'my'],
    ['zh-CN', 'tw'],
    ['zh-TW', 'tw'],
    ['ZH', 'tw'],
    ['fr-FR', 'vi'],
    ['', 'vi'],
  ])('browser %j gives %s', (browser, expected) => {
    expect(resolveLanguage(null, browser)).toBe(expected);
  });

  it('defaults to vi with nothing known', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('vi');
    expect(defaultLanguage).toBe('vi');
  });

  it.each([
    ['en', 'en'],
    [' ZH ', 'zh'],
    ['tw', 'tw'],
    ['fr', 'vi'],
    [undefined, 'vi'],
    [null, 'vi'],
  ])('LANGUAGE header %j reads as %s', (header, expected) => {
    expect(parseLanguageHeader(header)).toBe(expected);
  });
});
