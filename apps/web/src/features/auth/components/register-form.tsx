import type { RegisterInput } from '@fairdraw/rules';
import { registerSchema } from '@fairdraw/rules';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { schemaResolver } from '../../../lib/form';
import { useAuthStore } from '../auth-store';
import { reportAuthFailure } from './report-auth-failure';

/** The form's fields: the terms box starts unticked even though the schema only accepts `true`. */
interface RegisterFields {
  account: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  agree: boolean;
  register_device: 1 | 2 | 3;
}

interface RegisterFormProps {
  onRegistered: () => void | Promise<void>;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useAuthStore((state) => state.register);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState } = useForm<RegisterFields, unknown, RegisterInput>({
    resolver: schemaResolver<RegisterFields, RegisterInput>(registerSchema),
    // register_device 3 = "other" (a browser), api.md.
    defaultValues: {
      account: '',
      password: '',
      confirmPassword: '',
      inviteCode: '',
      agree: false,
      register_device: 3,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await register(values);
      await onRegistered();
    } catch (error) {
      reportAuthFailure(error);
    } finally {
      setBusy(false);
    }
  });

  const textField = (
    name: 'account' | 'password' | 'confirmPassword' | 'inviteCode',
    label: string,
    placeholder: string,
    options: { password?: boolean; autoComplete?: string } = {},
  ) => (
    <FormField label={label} error={errors[name]?.message} required>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Input
            {...field}
            type={options.password ? 'password' : 'text'}
            aria-label={label}
            placeholder={placeholder}
            autoComplete={options.autoComplete}
            clearable
          />
        )}
      />
    </FormField>
  );

  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={() => void submit()}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {t('register.submit')}
        </Button>
      }
    >
      {textField('account', t('register.account'), t('register.accountPlaceholder'), {
        autoComplete: 'username',
      })}
      {textField('password', t('register.password'), t('register.passwordPlaceholder'), {
        password: true,
        autoComplete: 'new-password',
      })}
      {textField('confirmPassword', t('register.confirm'), t('register.confirmPlaceholder'), {
        password: true,
        autoComplete: 'new-password',
      })}
      {textField('inviteCode', t('register.invite'), t('register.inviteHint'))}
      <Form.Item
        description={
          errors.agree?.message ? (
            <span className="app-field-error" role="alert">
              {t(errors.agree.message)}
            </span>
          ) : undefined
        }
      >
        <Controller
          name="agree"
          control={control}
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange} className="app-terms">
              {t('register.agree')}
            </Checkbox>
          )}
        />
      </Form.Item>
    </Form>
  );
}
