import type { LoginInput } from '@fairdraw/rules';
import { loginSchema } from '@fairdraw/rules';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { schemaResolver } from '../../../lib/form';
import { useAuthStore } from '../auth-store';
import { reportAuthFailure } from './report-auth-failure';

interface LoginFormProps {
  onLoggedIn: () => void | Promise<void>;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useAuthStore((state) => state.login);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState } = useForm<LoginInput, unknown, LoginInput>({
    resolver: schemaResolver<LoginInput, LoginInput>(loginSchema),
    defaultValues: { account: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await login(values);
      await onLoggedIn();
    } catch (error) {
      reportAuthFailure(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={() => void submit()}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {t('login.submit')}
        </Button>
      }
    >
      <FormField label={t('login.account')} error={formState.errors.account?.message}>
        <Controller
          name="account"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              aria-label={t('login.account')}
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
              clearable
            />
          )}
        />
      </FormField>
      <FormField label={t('login.password')} error={formState.errors.password?.message}>
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              type="password"
              aria-label={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              clearable
            />
          )}
        />
      </FormField>
    </Form>
  );
}
