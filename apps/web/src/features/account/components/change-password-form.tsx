import type { UpdatePasswordInput } from '@fairdraw/rules';
import { updatePasswordSchema } from '@fairdraw/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { schemaResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/account-mutations';
import { AccountForm } from './account-form';
import { ControlledInput } from './controlled-input';

interface ChangePasswordFormProps {
  /** The account still runs on the initial password an agent set (mustChangePassword). */
  forced: boolean;
  onDone: () => void | Promise<void>;
}

export function ChangePasswordForm({ forced, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdatePassword();
  const { control, handleSubmit, formState } = useForm<UpdatePasswordInput, unknown, UpdatePasswordInput>({
    resolver: schemaResolver<UpdatePasswordInput, UpdatePasswordInput>(updatePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values);
    showToast(t('pwd.changed'));
    await onDone();
  });
  return (
    <AccountForm
      onSubmit={() => void submit().catch(() => undefined)}
      busy={mutation.isPending}
      intro={forced ? t('pwd.mustChange') : undefined}
    >
      <ControlledInput
        control={control}
        name="oldPassword"
        type="password"
        label={t('pwd.old')}
        placeholder={t('pwd.oldPlaceholder')}
        error={errors.oldPassword?.message}
        autoComplete="current-password"
      />
      <ControlledInput
        control={control}
        name="newPassword"
        type="password"
        label={t('pwd.new')}
        placeholder={t('pwd.newPlaceholder')}
        error={errors.newPassword?.message}
        autoComplete="new-password"
      />
      <ControlledInput
        control={control}
        name="confirmPassword"
        type="password"
        label={t('pwd.confirm')}
        placeholder={t('pwd.confirmPlaceholder')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
