import { accountSchema } from '@fairdraw/rules';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/toast';
import { useCreateAccount } from '../api';
import { NumberStepper } from '../../../components/ui/number-stepper';
import { type OpenedAccount, OneTimePasswordCard } from './one-time-password-card';

interface Values {
  account: string;
  rebate: number;
  type: ['player' | 'agent'];
}

/** POST /agent/createAccount: name, rebate (≤ the agent's own) and type; shows the one-time password once. */
export function OpenAccountForm({ maxRebate }: { maxRebate: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateAccount();
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const onFinish = async (values: Values) => {
    try {
      const { user } = await create.mutateAsync({
        account: values.account,
        rebate: values.rebate,
        type: values.type[0],
      });
      setOpened({ account: user.account, password: user.password, claimExpiresAt: user.claimExpiresAt });
      showToast(t('agent.accountOpened'));
      form.resetFields();
    } catch {
      // The API client has shown the server's message.
    }
  };
  if (opened) return <OneTimePasswordCard opened={opened} onDone={() => setOpened(null)} />;
  return (
    <Form
      form={form}
      initialValues={{ rebate: 0, type: ['player'] }}
      onFinish={(v: Values) => void onFinish(v)}
      footer={
        <Button block type="submit" color="primary" loading={create.isPending}>
          {t('agent.openAccount')}
        </Button>
      }
    >
      <Form.Header>{t('agent.openAccountHint')}</Form.Header>
      <Form.Item
        name="account"
        label={t('agent.account')}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const parsed = accountSchema.safeParse(value ?? '');
              return parsed.success
                ? Promise.resolve()
                : Promise.reject(new Error(t(parsed.error.issues[0]?.message ?? '')));
            },
          },
        ]}
      >
        <Input aria-label={t('agent.account')} placeholder={t('agent.accountPlaceholder')} clearable />
      </Form.Item>
      <Form.Item name="rebate" label={t('agent.rebateLabel', { max: maxRebate })}>
        <NumberStepper min={0} max={maxRebate} aria-label={t('agent.rebateLabel', { max: maxRebate })} />
      </Form.Item>
      <Form.Item name="type" label={t('agent.type')}>
        <Selector
          columns={2}
          options={[
            { label: t('agent.typePlayer'), value: 'player' },
            { label: t('agent.typeAgent'), value: 'agent' },
          ]}
        />
      </Form.Item>
    </Form>
  );
}
