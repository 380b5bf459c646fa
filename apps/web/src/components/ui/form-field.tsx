import 'antd-mobile/es/components/form/form-item.css';

import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  /** Omit for a row without a label (a terms checkbox). */
  label?: ReactNode;
  /** A message key from the zod schemas (e.g. `validation.passwordWeak`). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * One field row with antd-mobile's vertical Form.Item look (its class names and CSS). react-hook-form
 * owns the value and the zod schema the rules, so antd-mobile's Form machinery (rc-field-form,
 * async-validator, about 30 KB gzip) is not needed. Errors arrive as message keys and are localized
 * here, the same texts the server uses.
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
  const title =
    label === undefined ? undefined : (
      <span className="adm-form-item-label">
        {label}
        {required && (
          <span className="adm-form-item-required-asterisk" aria-hidden>
            *
          </span>
        )}
      </span>
    );
  return (
    <List.Item
      title={title}
      description={description}
      className={
        error
          ? 'adm-form-item adm-form-item-vertical adm-form-item-has-error'
          : 'adm-form-item adm-form-item-vertical'
      }
    >
      <div className="adm-form-item-child adm-form-item-child-position-normal">
        <div className="adm-form-item-child-inner">{children}</div>
      </div>
    </List.Item>
  );
}
