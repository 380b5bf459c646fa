import type { UpdateFundPasswordInput } from '@fairdraw/rules';
import { updateFundPasswordSchema } from '@fairdraw/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { schemaResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useUpdateFundPassword } from '../api/account-mutations';
import { AccountForm } from './account-form';
import { ControlledInput } from './controlled-input';

/**
 * The rules schema plus the one proof this case needs: the first time the login password, later the
 * current fund password (api.md /user/updateTransPwd).
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
  const mutation = useUpdateFundPassword();
  const firstTime = !hasFundPassword;
  const { control, handleSubmit, formState } = useForm<
    UpdateFundPasswordInput,
    unknown,
    UpdateFundPasswordInput
  >({
    resolver: schemaResolver<UpdateFundPasswordInput, UpdateFundPasswordInput>(schemaFor(firstTime)),
    defaultValues: { loginPassword: '', oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const body = firstTime
      ? {
          loginPassword: values.loginPassword,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        }
      : {
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        };
    await mutation.mutateAsync(body);
    showToast(t('fund.saved'));
    await onDone();
  });
  const digits = {
    type: 'password',
    inputMode: 'numeric',
    maxLength: 6,
    placeholder: t('fund.placeholder'),
  } as const;
  return (
    <AccountForm
      onSubmit={() => void submit().catch(() => undefined)}
      busy={mutation.isPending}
      intro={firstTime ? t('fund.firstTime') : undefined}
    >
      {firstTime ? (
        <ControlledInput
          control={control}
          name="loginPassword"
          type="password"
          label={t('fund.loginPassword')}
          placeholder={t('fund.loginPasswordPlaceholder')}
          error={errors.loginPassword?.message}
          autoComplete="current-password"
        />
      ) : (
        <ControlledInput
          control={control}
          name="oldPassword"
          label={t('fund.old')}
          error={errors.oldPassword?.message}
          {...digits}
        />
      )}
      <ControlledInput
        control={control}
        name="newPassword"
        label={t('fund.new')}
        error={errors.newPassword?.message}
        {...digits}
      />
      <ControlledInput
        control={control}
        name="confirmPassword"
        label={t('fund.confirm')}
        error={errors.confirmPassword?.message}
        {...digits}
      />
    </AccountForm>
  );
}
