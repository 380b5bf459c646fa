import type { BindBankCardInput } from '@fairdraw/rules';
import { bindBankCardSchema, maskCardNumber } from '@fairdraw/rules';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast';
import { useBindBankCard } from '../api/wallet-api';
import { useSchemaForm } from './use-schema-form';

type Field = 'realName' | 'bankName' | 'cardNumber' | 'confirmCardNumber' | 'fundPassword';

/** Spec §5: real name, bank, card number and its confirmation, fund password; confirmed before binding. */
export function BindBankCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindBankCard();
  const form = useSchemaForm<Field, BindBankCardInput>(bindBankCardSchema, {
    realName: '',
    bankName: '',
    cardNumber: '',
    confirmCardNumber: '',
    fundPassword: '',
  });

  // The valid values wait here until the user confirms the dialog.
  const [pending, setPending] = useState<BindBankCardInput | null>(null);

  const send = async (values: BindBankCardInput) => {
    await bind.mutateAsync(values);
    showToast(t('bank.saved'));
    onDone();
  };

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof Input>[0]> = {}) => (
    <FormField label={label} error={form.errors[name]} required>
      <Input value={form.values[name]} onChange={form.set(name)} aria-label={label} clearable {...extra} />
    </FormField>
  );
  return (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={t('bank.confirmTitle')}
        content={
          pending &&
          t('bank.confirmText', {
            number: maskCardNumber(pending.cardNumber),
            bank: pending.bankName,
            name: pending.realName,
          })
        }
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const confirmed = pending;
          setPending(null);
          if (confirmed) void send(confirmed).catch(() => undefined);
        }}
      />
      <p className="app-intro app-warning">{t('address.warning')}</p>
      <Form
        layout="vertical"
        mode="card"
        onFinish={() => setPending(form.validate())}
        footer={
          <Button block type="submit" color="primary" size="large" loading={bind.isPending}>
            {t('common.submit')}
          </Button>
        }
      >
        {field('realName', t('bank.realName'), {
          placeholder: t('bank.realNamePlaceholder'),
          autoComplete: 'name',
        })}
        {field('bankName', t('bank.bankName'), { placeholder: t('bank.bankNamePlaceholder') })}
        {field('cardNumber', t('bank.cardNumber'), {
          placeholder: t('bank.cardNumberPlaceholder'),
          inputMode: 'numeric',
        })}
        {field('confirmCardNumber', t('bank.confirmCardNumber'), {
          placeholder: t('bank.cardNumberPlaceholder'),
          inputMode: 'numeric',
        })}
        {field('fundPassword', t('withdraw.fundPassword'), {
          type: 'password',
          inputMode: 'numeric',
          maxLength: 6,
          placeholder: t('fund.placeholder'),
        })}
      </Form>
    </>
  );
}
