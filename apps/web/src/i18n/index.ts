import { serverMessages } from '@fairdraw/contract';
import type { MessageLanguage } from '@fairdraw/rules';
import { messageLanguages, resolveLanguage } from '@fairdraw/rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { storage } from '../lib/storage';
import en from './en.json';
import my from './my.json';
import tw from './tw.json';
import vi from './vi.json';
import zh from './zh.json';

/** UI languages: the spec's four plus simplified Chinese, which the server also speaks. */
export const appLanguages = messageLanguages;
export type AppLanguage = MessageLanguage;

const uiTexts: Record<AppLanguage, typeof en> = { en, vi, tw, my, zh };

/** Keys the UI borrows from the server catalogue, so form errors read exactly like the server's. */
const sharedPrefixes = ['validation.'];
const sharedKeys = ['auth.loginInvalid', 'auth.loggedInElsewhere'];

function sharedServerTexts(language: AppLanguage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(serverMessages[language]).filter(
      ([key]) => sharedKeys.includes(key) || sharedPrefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
}

export function translationsOf(language: AppLanguage): Record<string, string> {
  return { ...uiTexts[language], ...sharedServerTexts(language) };
}

function isAppLanguage(value: string | null | undefined): value is AppLanguage {
  return (appLanguages as readonly (string | null | undefined)[]).includes(value);
}

/**
 * Spec section 1 via `resolveLanguage` (stored choice, else browser en/vi/tw/my, zh* -> tw, else vi).
 * A stored 'zh' is honoured too: it can only get there by the user picking simplified Chinese.
 */
export function detectLanguage(stored: string | null, browser: string | null | undefined): AppLanguage {
  if (stored === 'zh') return 'zh';
  return resolveLanguage(stored, browser);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: detectLanguage(storage.get('language'), typeof navigator === 'undefined' ? null : navigator.language),
  fallbackLng: 'en',
  supportedLngs: [...appLanguages],
  resources: Object.fromEntries(
    appLanguages.map((language) => [language, { translation: translationsOf(language) }]),
  ),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function currentLanguage(): AppLanguage {
  const language = i18n.language;
  return isAppLanguage(language) ? language : 'vi';
}

/** The user's explicit choice: stored, so it wins over the browser next time (spec section 1). */
export function changeLanguage(language: AppLanguage): Promise<unknown> {
  storage.set('language', language);
  return i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
