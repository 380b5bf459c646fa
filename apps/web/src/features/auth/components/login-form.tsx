import type { LoginInput } from '@fairdraw/rules';
import { loginSchema } from '@fairdraw/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SubmitForm } from '../../../components/ui/submit-form';
import { schemaResolver } from '../../../lib/form';
import { useAuthStore } from '../auth-store';
import { AuthTextField } from './auth-text-field';
import { useAuthAction } from './use-auth-action';

interface LoginFormProps {
  onLoggedIn: () => void | Promise<void>;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { busy, run } = useAuthAction(
    useAuthStore((state) => state.login),
    onLoggedIn,
  );
  const { control, handleSubmit } = useForm<LoginInput, unknown, LoginInput>({
    resolver: schemaResolver<LoginInput, LoginInput>(loginSchema),
    defaultValues: { account: '', password: '' },
  });
  const submit = handleSubmit(run);

  return (
    <SubmitForm onSubmit={() => void submit()} busy={busy} submitLabel={t('login.submit')}>
      <AuthTextField
        control={control}
        name="account"
        label={t('login.account')}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
      />
      <AuthTextField
        control={control}
        name="password"
        type="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
      />
    </SubmitForm>
  );
}
