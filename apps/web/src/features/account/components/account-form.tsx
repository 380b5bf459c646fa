import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Form
        layout="vertical"
        mode="card"
        onFinish={onSubmit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {t('common.submit')}
          </Button>
        }
      >
        {children}
      </Form>
    </>
  );
}
