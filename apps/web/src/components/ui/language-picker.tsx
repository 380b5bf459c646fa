import { useTranslation } from 'react-i18next';

import type { AppLanguage } from '../../i18n';
import { appLanguages, changeLanguage, currentLanguage } from '../../i18n';

/** Opens the language sheet; the choice is stored and sent as LANGUAGE from then on. */
export async function openLanguagePicker(
  label: (language: AppLanguage) => string,
  cancelText: string,
): Promise<void> {
  // The sheet and its animation engine load on first use, not with the login page.
  const { default: ActionSheet } = await import('antd-mobile/es/components/action-sheet');
  const current = currentLanguage();
  ActionSheet.show({
    actions: appLanguages.map((language) => ({
      key: language,
      text: label(language),
      bold: language === current,
    })),
    cancelText,
    closeOnAction: true,
    onAction: (action) => void changeLanguage(action.key as AppLanguage),
  });
}

export function useLanguagePicker() {
  const { t } = useTranslation();
  return () => void openLanguagePicker((language) => t(`lang.${language}`), t('common.cancel'));
}
