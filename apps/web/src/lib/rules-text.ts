import type { MessageLanguage } from '@fairdraw/rules';
import { messageLanguages, textOf } from '@fairdraw/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The rules package's display texts (plays, rows, items, groups, rules) in the UI language. */
export function useRulesText(): (key: string) => string {
  const { i18n } = useTranslation();
  const language: MessageLanguage = (messageLanguages as readonly string[]).includes(i18n.language)
    ? (i18n.language as MessageLanguage)
    : 'en';
  return useCallback((key: string) => textOf(language, key), [language]);
}
