import type { BindDigitalWalletInput } from '@fairdraw/rules';
import { bindDigitalWalletSchema, maskWalletAddress, walletNetworks } from '@fairdraw/rules';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast';
import { useBindWallet } from '../api/wallet-api';
import { useSchemaForm } from './use-schema-form';

type Field = 'walletName' | 'network' | 'address' | 'confirmAddress' | 'fundPassword';

/** Spec §5: wallet name, network, address and its confirmation, fund password; confirmed before binding. */
export function BindWalletForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindWallet();
  const form = useSchemaForm<Field, BindDigitalWalletInput>(bindDigitalWalletSchema, {
    walletName: '',
    network: 'TRC20',
    address: '',
    confirmAddress: '',
    fundPassword: '',
  });

  // The valid values wait here until the user confirms the dialog.
  const [pending, setPending] = useState<BindDigitalWalletInput | null>(null);

  const send = async (values: BindDigitalWalletInput) => {
    await bind.mutateAsync(values);
    showToast(t('wallet.saved'));
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
        title={t('wallet.confirmTitle')}
        content={
          pending &&
          t('wallet.confirmText', { network: pending.network, address: maskWalletAddress(pending.address) })
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
        {field('walletName', t('wallet.walletName'), { placeholder: t('wallet.walletNamePlaceholder') })}
        <FormField label={t('wallet.network')} error={form.errors.network} required>
          <Selector
            columns={2}
            value={[form.values.network]}
            onChange={(values) => values[0] && form.set('network')(values[0])}
            options={walletNetworks.map((n) => ({ value: n, label: `USDT ${n}` }))}
          />
        </FormField>
        {field('address', t('wallet.address'), { placeholder: t('wallet.addressPlaceholder') })}
        {field('confirmAddress', t('wallet.confirmAddress'), { placeholder: t('wallet.addressPlaceholder') })}
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
