import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';

interface SubmitFormProps {
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The frame of the app's forms: a card of fields, then one large submit button that shows `busy`. */
export function SubmitForm({ onSubmit, busy, submitLabel, children }: SubmitFormProps) {
  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={onSubmit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {submitLabel}
        </Button>
      }
    >
      {children}
    </Form>
  );
}
