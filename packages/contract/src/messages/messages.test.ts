import { messageLanguages } from '@fairdraw/rules';
import { describe, expect, it } from 'vitest';

import { serverMessageKeys } from '../message-keys';
import { serverMessages } from './index';

describe('server message catalogs', () => {
  it.each(messageLanguages)('%s has a non-empty text for every key and no extra key', (lang) => {
    const catalog = serverMessages[lang] as Record<string, string>;
    for (const key of serverMessageKeys) expect(catalog[key]?.trim(), `${lang}:${key}`).toBeTruthy();
    expect(Object.keys(catalog).sort()).toEqual([...serverMessageKeys].sort());
  });

  it('uses the spec texts in English', () => {
    expect(serverMessages.en['auth.loginInvalid']).toBe('login is invalid');
    expect(serverMessages.en['auth.loggedInElsewhere']).toBe('login in other places');
    expect(serverMessages.en['validation.emailFormat']).toBe('E-mail format error');
    expect(serverMessages.en['validation.general']).toBe('Please complete the form according to the rules');
  });
});
