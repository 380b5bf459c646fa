import { type RedeemResetCodeInput, redeemResetCodeBody } from '@fairdraw/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api';
import { AccountForm } from './account-form';
import { ControlledInput, PasswordFields } from './controlled-input';
import { useAccountForm } from './use-account-form';

export type ResetKind = RedeemResetCodeInput['kind'];

const redeem = (body: RedeemResetCodeInput) => api.call('redeemResetCode', body);

/**
 * After an operator's reset (ADR 104) the player received a one-time code on their bound phone or
 * e-mail; with it they choose the new login or fund password here. No session is needed.
 */
export function ResetCodeForm({ kind, onDone }: { kind: ResetKind; onDone: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const { control, formProps } = useAccountForm<RedeemResetCodeInput>({
    schema: redeemResetCodeBody,
    defaultValues: { kind, account: '', code: '', newPassword: '', confirmPassword: '' },
    mutation: useMutation({ mutationFn: redeem }),
    savedKey: 'reset.done',
    onDone,
  });
  const fund = kind === 'fund';
  return (
    <AccountForm {...formProps} intro={t(fund ? 'reset.introFund' : 'reset.introLogin')}>
      <ControlledInput
        control={control}
        name="account"
        label={t('login.account')}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
      />
      <ControlledInput
        control={control}
        name="code"
        label={t('reset.code')}
        placeholder={t('reset.codePlaceholder')}
        inputMode="numeric"
        maxLength={8}
        autoComplete="one-time-code"
      />
      <PasswordFields
        control={control}
        fields={[
          {
            name: 'newPassword',
            label: t(fund ? 'fund.new' : 'pwd.new'),
            placeholder: t(fund ? 'fund.placeholder' : 'pwd.newPlaceholder'),
            autoComplete: 'new-password',
            ...(fund ? { inputMode: 'numeric' as const, maxLength: 6 } : {}),
          },
          {
            name: 'confirmPassword',
            label: t(fund ? 'fund.confirm' : 'pwd.confirm'),
            placeholder: t(fund ? 'fund.placeholder' : 'pwd.confirmPlaceholder'),
            autoComplete: 'new-password',
            ...(fund ? { inputMode: 'numeric' as const, maxLength: 6 } : {}),
          },
        ]}
      />
    </AccountForm>
  );
}
