import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SubmitForm } from '../../../components/ui/submit-form';

interface AccountFormProps {
  onSubmit: () => void;
  busy: boolean;
  intro?: ReactNode;
  children: ReactNode;
}

/** Shared frame of the small account forms: optional intro, fields, one submit button. */
export function AccountForm({ onSubmit, busy, intro, children }: AccountFormProps) {
  const { t } = useTranslation();
  return (
    <>
      {intro && <p className="app-intro">{intro}</p>}
      <SubmitForm onSubmit={onSubmit} busy={busy} submitLabel={t('common.submit')}>
        {children}
      </SubmitForm>
    </>
  );
}
