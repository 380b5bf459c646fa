import { currentTermsVersion } from '@fairdraw/contract';
import type { RegisterInput } from '@fairdraw/rules';
import { registerSchema } from '@fairdraw/rules';
import { Checkbox } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FormField } from '../../../components/ui/form-field';
import { SubmitForm } from '../../../components/ui/submit-form';
import { paths } from '../../../config/paths';
import { schemaResolver } from '../../../lib/form';
import { useAuthStore } from '../auth-store';
import { AuthTextField } from './auth-text-field';
import { useAuthAction } from './use-auth-action';

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
  /** Filled from a promotion link's `?inviteCode=` (ADR 072). */
  initialInviteCode?: string;
}

export function RegisterForm({ onRegistered, initialInviteCode = '' }: RegisterFormProps) {
  const { t } = useTranslation();
  const { busy, run } = useAuthAction(
    useAuthStore((state) => state.register),
    onRegistered,
  );
  const { control, handleSubmit, formState } = useForm<RegisterFields, unknown, RegisterInput>({
    resolver: schemaResolver<RegisterFields, RegisterInput>(registerSchema),
    // register_device 3 = "other" (a browser; registerDeviceSchema in @fairdraw/rules).
    defaultValues: {
      account: '',
      password: '',
      confirmPassword: '',
      inviteCode: initialInviteCode,
      agree: false,
      register_device: 3,
    },
  });
  const { errors } = formState;
  // `agree` means 18+ and this version of the terms (ADR 121); the server stores both with the time.
  const submit = handleSubmit((input) => run({ ...input, termsVersion: currentTermsVersion }));

  const textField = (
    name: 'account' | 'password' | 'confirmPassword' | 'inviteCode',
    label: string,
    placeholder: string,
    options: { password?: boolean; autoComplete?: string } = {},
  ) => (
    <AuthTextField
      control={control}
      name={name}
      type={options.password ? 'password' : 'text'}
      label={label}
      placeholder={placeholder}
      autoComplete={options.autoComplete}
      required
    />
  );

  return (
    <SubmitForm onSubmit={() => void submit()} busy={busy} submitLabel={t('register.submit')}>
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
      <FormField error={errors.agree?.message}>
        <Controller
          name="agree"
          control={control}
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange} className="app-terms">
              {t('register.agree', { version: currentTermsVersion })}
            </Checkbox>
          )}
        />
        <Link to={paths.terms} className="app-terms-link">
          {t('register.readTerms')}
        </Link>
      </FormField>
    </SubmitForm>
  );
}
