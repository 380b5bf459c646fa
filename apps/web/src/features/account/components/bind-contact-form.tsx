import { bindEmailSchema, bindPhoneSchema } from '@fairdraw/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { schemaResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useBindEmail, useBindPhone } from '../api/account-mutations';
import { AccountForm } from './account-form';
import { ControlledInput } from './controlled-input';

interface BindFormProps {
  current: string | null;
  onDone: () => void | Promise<void>;
}

export function BindEmailForm({ current, onDone }: BindFormProps) {
  const { t } = useTranslation();
  const mutation = useBindEmail();
  const { control, handleSubmit, formState } = useForm<{ email: string }, unknown, { email: string }>({
    resolver: schemaResolver<{ email: string }, { email: string }>(bindEmailSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values);
    showToast(t('common.saved'));
    await onDone();
  });
  return (
    <AccountForm
      onSubmit={() => void submit().catch(() => undefined)}
      busy={mutation.isPending}
      intro={current ? t('bind.current', { value: current }) : undefined}
    >
      <ControlledInput
        control={control}
        name="email"
        type="email"
        inputMode="email"
        label={t('bind.email')}
        placeholder={t('bind.emailPlaceholder')}
        error={formState.errors.email?.message}
        autoComplete="email"
      />
    </AccountForm>
  );
}

export function BindPhoneForm({ current, onDone }: BindFormProps) {
  const { t } = useTranslation();
  const mutation = useBindPhone();
  const { control, handleSubmit, formState } = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: schemaResolver<{ phone: string }, { phone: string }>(bindPhoneSchema),
    defaultValues: { phone: '' },
  });
  const submit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values);
    showToast(t('common.saved'));
    await onDone();
  });
  return (
    <AccountForm
      onSubmit={() => void submit().catch(() => undefined)}
      busy={mutation.isPending}
      intro={current ? t('bind.current', { value: current }) : undefined}
    >
      <ControlledInput
        control={control}
        name="phone"
        type="tel"
        inputMode="tel"
        label={t('bind.phone')}
        placeholder={t('bind.phonePlaceholder')}
        error={formState.errors.phone?.message}
        autoComplete="tel"
      />
    </AccountForm>
  );
}
