import type { UpdatePasswordInput } from '@fairdraw/rules';
import { updatePasswordSchema } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

import { useUpdatePassword } from '../api/account-mutations';
import { AccountForm } from './account-form';
import { PasswordFields } from './controlled-input';
import { useAccountForm } from './use-account-form';

interface ChangePasswordFormProps {
  /** The account still runs on the initial password an agent set (mustChangePassword). */
  forced: boolean;
  onDone: () => void | Promise<void>;
}

export function ChangePasswordForm({ forced, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { control, formProps } = useAccountForm<UpdatePasswordInput>({
    schema: updatePasswordSchema,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mutation: useUpdatePassword(),
    savedKey: 'pwd.changed',
    onDone,
  });
  return (
    <AccountForm {...formProps} intro={forced ? t('pwd.mustChange') : undefined}>
      <PasswordFields
        control={control}
        fields={[
          {
            name: 'oldPassword',
            label: t('pwd.old'),
            placeholder: t('pwd.oldPlaceholder'),
            autoComplete: 'current-password',
          },
          {
            name: 'newPassword',
            label: t('pwd.new'),
            placeholder: t('pwd.newPlaceholder'),
            autoComplete: 'new-password',
          },
          {
            name: 'confirmPassword',
            label: t('pwd.confirm'),
            placeholder: t('pwd.confirmPlaceholder'),
            autoComplete: 'new-password',
          },
        ]}
      />
    </AccountForm>
  );
}
