import type { MessageLanguage } from '../language';
import { messageLanguages } from '../language';
import { coreTexts } from './core-texts';
import { fiveballTexts } from './fiveball-texts';
import { k3Texts } from './k3-texts';
import { marksixTexts } from './marksix-texts';
import { racingTexts } from './racing-texts';

type TextMap = Record<MessageLanguage, Record<string, string>>;

/**
 * Every display text of the rules package, by language: the four families' texts plus the core keys
 * (bet messages, game and hall names). A key defined twice must say the same thing (tested).
 */
export function mergeTexts(...maps: readonly TextMap[]): TextMap {
  const merged = Object.fromEntries(messageLanguages.map((lang) => [lang, {}])) as TextMap;
  for (const map of maps) for (const lang of messageLanguages) Object.assign(merged[lang], map[lang]);
  return merged;
}

export const textSources: readonly TextMap[] = [coreTexts, k3Texts, fiveballTexts, racingTexts, marksixTexts];

export const texts: Readonly<TextMap> = mergeTexts(...textSources);

/** The text of `key` in `lang`; falls back to English, then to the key itself (never empty). */
export function textOf(lang: MessageLanguage, key: string): string {
  return texts[lang][key] || texts.en[key] || key;
}

/** Whether `key` has a non-empty text in every language. */
export function hasAllTexts(key: string): boolean {
  return messageLanguages.every((lang) => (texts[lang][key] ?? '') !== '');
}
