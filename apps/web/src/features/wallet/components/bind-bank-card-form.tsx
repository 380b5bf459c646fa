import type { BindBankCardInput } from '@fairdraw/rules';
import { bindBankCardSchema, maskCardNumber } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

import { useBindBankCard } from '../api/wallet-api';
import { BindAddressForm } from './bind-address-form';

/**
 * Binding a bank card: real name, bank, card number and its confirmation, fund password; confirmed
 * before binding.
 */
export function BindBankCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindBankCard();
  return (
    <BindAddressForm<'realName' | 'bankName' | 'cardNumber' | 'confirmCardNumber', BindBankCardInput>
      schema={bindBankCardSchema}
      initial={{ realName: '', bankName: '', cardNumber: '', confirmCardNumber: '', fundPassword: '' }}
      fields={[
        {
          name: 'realName',
          label: t('bank.realName'),
          input: { placeholder: t('bank.realNamePlaceholder'), autoComplete: 'name' },
        },
        {
          name: 'bankName',
          label: t('bank.bankName'),
          input: { placeholder: t('bank.bankNamePlaceholder') },
        },
        {
          name: 'cardNumber',
          label: t('bank.cardNumber'),
          input: { placeholder: t('bank.cardNumberPlaceholder'), inputMode: 'numeric' },
        },
        {
          name: 'confirmCardNumber',
          label: t('bank.confirmCardNumber'),
          input: { placeholder: t('bank.cardNumberPlaceholder'), inputMode: 'numeric' },
        },
      ]}
      confirmTitle={t('bank.confirmTitle')}
      confirmText={(values) =>
        t('bank.confirmText', {
          number: maskCardNumber(values.cardNumber),
          bank: values.bankName,
          name: values.realName,
        })
      }
      savedText={t('bank.saved')}
      bind={bind}
      onDone={onDone}
    />
  );
}
