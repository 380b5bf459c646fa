import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  label: ReactNode;
  /** A message key from the zod schemas (e.g. `validation.passwordWeak`). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * antd-mobile's Form.Item for layout only; react-hook-form owns the value and the zod schema the rules.
 * Errors arrive as message keys and are localized here, the same texts the server uses.
 */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const { t } = useTranslation();
  const description = error ? (
    <span className="app-field-error" role="alert">
      {t(error)}
    </span>
  ) : (
    hint
  );
  return (
    <Form.Item label={label} required={required} description={description}>
      {children}
    </Form.Item>
  );
}
