import type { UpdateFundPasswordInput } from '@fairdraw/rules';
import { updateFundPasswordSchema } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

import { useUpdateFundPassword } from '../api/account-mutations';
import { AccountForm } from './account-form';
import type { PasswordField } from './controlled-input';
import { PasswordFields } from './controlled-input';
import { useAccountForm } from './use-account-form';

/**
 * The rules schema plus the one proof this case needs: the first time the login password, later the
 * current fund password (the `updateTransPwd` endpoint).
 */
const schemaFor = (firstTime: boolean) =>
  updateFundPasswordSchema.superRefine((value, ctx) => {
    const proof = firstTime ? 'loginPassword' : 'oldPassword';
    if (!value[proof]) ctx.addIssue({ code: 'custom', path: [proof], message: 'validation.required' });
  });

interface FundPasswordFormProps {
  hasFundPassword: boolean;
  onDone: () => void | Promise<void>;
}

export function FundPasswordForm({ hasFundPassword, onDone }: FundPasswordFormProps) {
  const { t } = useTranslation();
  const firstTime = !hasFundPassword;
  const { control, formProps } = useAccountForm<UpdateFundPasswordInput>({
    schema: schemaFor(firstTime),
    defaultValues: { loginPassword: '', oldPassword: '', newPassword: '', confirmPassword: '' },
    mutation: useUpdateFundPassword(),
    // Only the proof this case asks for goes to the server.
    toBody: ({ loginPassword, oldPassword, newPassword, confirmPassword }) =>
      firstTime
        ? { loginPassword, newPassword, confirmPassword }
        : { oldPassword, newPassword, confirmPassword },
    savedKey: 'fund.saved',
    onDone,
  });
  const digits = { inputMode: 'numeric', maxLength: 6, placeholder: t('fund.placeholder') } as const;
  const proof: PasswordField<UpdateFundPasswordInput> = firstTime
    ? {
        name: 'loginPassword',
        label: t('fund.loginPassword'),
        placeholder: t('fund.loginPasswordPlaceholder'),
        autoComplete: 'current-password',
      }
    : { name: 'oldPassword', label: t('fund.old'), ...digits };
  return (
    <AccountForm {...formProps} intro={firstTime ? t('fund.firstTime') : undefined}>
      <PasswordFields
        control={control}
        fields={[
          proof,
          { name: 'newPassword', label: t('fund.new'), ...digits },
          { name: 'confirmPassword', label: t('fund.confirm'), ...digits },
        ]}
      />
    </AccountForm>
  );
}
