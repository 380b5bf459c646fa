import { useTranslation } from 'react-i18next';

import { responsiblePlayNamespace } from '../../../i18n';

/**
 * The responsible-play texts (their own namespace, loaded on first use, ADR 123). `ready` is false
 * until they have come: screens draw nothing rather than raw keys meanwhile.
 */
export function useRpTexts() {
  return useTranslation(responsiblePlayNamespace);
}
