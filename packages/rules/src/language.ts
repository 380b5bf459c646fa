export const uiLanguages = ['en', 'vi', 'tw', 'my'] as const;
/** Server messages also exist in simplified Chinese (`zh`). */
export const messageLanguages = ['en', 'vi', 'tw', 'my', 'zh'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export type MessageLanguage = (typeof messageLanguages)[number];
export const defaultLanguage: UiLanguage = 'vi';

function isUiLanguage(value: string): value is UiLanguage {
  return (uiLanguages as readonly string[]).includes(value);
}

/**
 * A stored choice wins; else the first two letters of the browser language when they
 * are en, vi, tw or my; Chinese (zh*) maps to tw; anything else gives vi.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browser: string | null | undefined,
): UiLanguage {
  if (stored && isUiLanguage(stored)) return stored;
  const prefix = (browser ?? '').slice(0, 2).toLowerCase();
  if (isUiLanguage(prefix)) return prefix;
  if (prefix === 'zh') return 'tw';
  return defaultLanguage;
}

/** The LANGUAGE header: en, vi, tw, my, zh; missing or unknown -> vi (docs/api-conventions.md). */
export function parseLanguageHeader(value: string | null | undefined): MessageLanguage {
  const v = (value ?? '').trim().toLowerCase();
  return (messageLanguages as readonly string[]).includes(v) ? (v as MessageLanguage) : defaultLanguage;
}
