import type { LoginInput } from '@fairdraw/rules';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { SubmitForm } from '../../../components/ui/submit-form';
import { firstIssues } from '../../../lib/first-issues';
import { useAuthStore } from '../auth-store';
import { useAuthAction } from './use-auth-action';

interface LoginFormProps {
  onLoggedIn: () => void | Promise<void>;
}

/** The login page is the first screen: its rules (and zod) load with the first submit. */
const loadLoginSchema = () => import('../auth-schemas').then((module) => module.loginSchema);

/**
 * Two fields in plain React state rather than react-hook-form, which would add 13 KB gzip to the first
 * screen. The shared rules still decide: the schema's message keys show under the fields, and once a
 * submit has failed, each edit checks again (react-hook-form's reValidateMode).
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { busy, run } = useAuthAction(
    useAuthStore((state) => state.login),
    onLoggedIn,
  );
  const [values, setValues] = useState<LoginInput>({ account: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string> | null>(null);

  const check = async (next: LoginInput) => {
    const result = (await loadLoginSchema()).safeParse(next);
    setErrors(result.success ? {} : firstIssues(result.error.issues));
    return result.success ? result.data : null;
  };
  const change = (field: keyof LoginInput) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) void check(next);
  };
  const submit = async () => {
    const valid = await check(values);
    if (valid) await run(valid);
  };

  return (
    <SubmitForm onSubmit={() => void submit()} busy={busy} submitLabel={t('login.submit')}>
      <FormField label={t('login.account')} error={errors?.account}>
        <Input
          value={values.account}
          onChange={change('account')}
          aria-label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          clearable
        />
      </FormField>
      <FormField label={t('login.password')} error={errors?.password}>
        <Input
          type="password"
          value={values.password}
          onChange={change('password')}
          aria-label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          clearable
        />
      </FormField>
    </SubmitForm>
  );
}
