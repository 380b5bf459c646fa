import 'antd-mobile/es/components/form/form.css';

import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';

interface SubmitFormProps {
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The frame of the app's forms: a card of fields, then one large submit button that shows `busy`.
 * antd-mobile's card Form look, as a plain <form> (see form-field.tsx for why).
 */
export function SubmitForm({ onSubmit, busy, submitLabel, children }: SubmitFormProps) {
  return (
    <form
      className="adm-form adm-form-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <List mode="card">{children}</List>
      <div className="adm-form-footer">
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
