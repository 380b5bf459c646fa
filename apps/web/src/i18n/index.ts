import type { MessageCatalog } from '@fairdraw/contract';
import type { MessageLanguage } from '@fairdraw/rules';
import { messageLanguages, resolveLanguage } from '@fairdraw/rules';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { storage } from '../lib/storage';

/** UI languages: the spec's four plus simplified Chinese, which the server also speaks. */
export const appLanguages = messageLanguages;
export type AppLanguage = MessageLanguage;

type Texts = Record<string, string>;

/**
 * Each language's texts are a chunk of their own: the first screen loads only the user's language
 * (about 6 KB gzip instead of 30 KB for all five); a switch loads the next one.
 */
const uiTextLoaders: Record<AppLanguage, () => Promise<{ default: Texts }>> = {
  en: () => import('./en.json'),
  vi: () => import('./vi.json'),
  tw: () => import('./tw.json'),
  my: () => import('./my.json'),
  zh: () => import('./zh.json'),
};

/**
 * Texts of the responsible-play screens, a namespace of their own: settings, the terms,
 * the reality check and the terms prompt load them when they first show, so they stay out of the
 * first screen's texts (scripts/bundle-budget.mjs counts one language's main texts). ADR 123.
 */
export const responsiblePlayNamespace = 'rp';
const responsiblePlayTextLoaders: Record<AppLanguage, () => Promise<{ default: Texts }>> = {
  en: () => import('./responsible-play/en.json'),
  vi: () => import('./responsible-play/vi.json'),
  tw: () => import('./responsible-play/tw.json'),
  my: () => import('./responsible-play/my.json'),
  zh: () => import('./responsible-play/zh.json'),
};

const serverCatalogLoaders: Record<AppLanguage, () => Promise<MessageCatalog>> = {
  en: () => import('@fairdraw/contract/messages/en').then((module) => module.en),
  vi: () => import('@fairdraw/contract/messages/vi').then((module) => module.vi),
  tw: () => import('@fairdraw/contract/messages/tw').then((module) => module.tw),
  my: () => import('@fairdraw/contract/messages/my').then((module) => module.my),
  zh: () => import('@fairdraw/contract/messages/zh').then((module) => module.zh),
};

/** Keys the UI borrows from the server catalogue, so form errors read exactly like the server's. */
const sharedPrefixes = ['validation.'];
const sharedKeys = ['auth.loginInvalid', 'auth.loggedInElsewhere'];

function sharedServerTexts(catalog: MessageCatalog): Texts {
  return Object.fromEntries(
    Object.entries(catalog).filter(
      ([key]) => sharedKeys.includes(key) || sharedPrefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
}

export async function loadTranslations(language: AppLanguage): Promise<Texts> {
  const [uiTexts, catalog] = await Promise.all([uiTextLoaders[language](), serverCatalogLoaders[language]()]);
  return { ...uiTexts.default, ...sharedServerTexts(catalog) };
}

function isAppLanguage(value: string | null | undefined): value is AppLanguage {
  return (appLanguages as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The language of `resolveLanguage` (stored choice, else browser en/vi/tw/my, zh* -> tw, else vi).
 * A stored 'zh' is honoured too: it can only get there by the user picking simplified Chinese.
 */
export function detectLanguage(stored: string | null, browser: string | null | undefined): AppLanguage {
  if (stored === 'zh') return 'zh';
  return resolveLanguage(stored, browser);
}

export const i18n = i18next.createInstance();

/**
 * The page's `lang` in BCP 47, for screen readers and the browser: the app's codes `tw` and `my` are
 * the spec's names for traditional Chinese and Malay, but in BCP 47 they are Twi and Burmese.
 */
export const htmlLangOf: Record<AppLanguage, string> = {
  en: 'en',
  vi: 'vi',
  tw: 'zh-Hant',
  my: 'ms',
  zh: 'zh-Hans',
};

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isAppLanguage(language)) {
    document.documentElement.lang = htmlLangOf[language];
  }
});

/** The language the app starts in: main.tsx starts the first screen's data in it before i18next is ready. */
export const initialLanguage: AppLanguage = detectLanguage(
  storage.get('language'),
  typeof navigator === 'undefined' ? null : navigator.language,
);

/** Resolves once the user's language is loaded: main.tsx renders after it (and so do the tests). */
export const i18nReady = i18n
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      if (!isAppLanguage(language)) return Promise.resolve({});
      return namespace === responsiblePlayNamespace
        ? responsiblePlayTextLoaders[language]().then((module) => module.default)
        : loadTranslations(language);
    }),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    // Every language has every key (i18n.test.ts), so no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: [...appLanguages],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next switches language only once the next one is loaded: nothing needs to suspend.
    react: { useSuspense: false },
  });

export function currentLanguage(): AppLanguage {
  const language = i18n.language;
  // Before i18next has loaded its first language, the one it is loading: home's first requests leave
  // before then (app/router.tsx), and the server localizes their texts by this language.
  return isAppLanguage(language) ? language : initialLanguage;
}

/** The user's explicit choice: stored, so it wins over the browser next time (`resolveLanguage`). */
export function changeLanguage(language: AppLanguage): Promise<unknown> {
  storage.set('language', language);
  return i18n.changeLanguage(language);
}
