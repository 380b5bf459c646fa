import { bindEmailSchema, bindPhoneSchema } from '@fairdraw/rules';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useBindEmail, useBindPhone } from '../api/account-mutations';
import { AccountForm } from './account-form';
import { ControlledInput } from './controlled-input';
import { useAccountForm } from './use-account-form';

/** What sets one contact binding apart: its field, rules, API call and texts. */
interface Contact<Values extends FieldValues> {
  name: Path<Values>;
  defaultValues: DefaultValues<Values>;
  schema: z.ZodType<Values, unknown>;
  useBind: () => UseMutationResult<null, Error, Values>;
  /** Keyboard and autofill hint; the input itself stays type text. */
  type: 'email' | 'tel';
  labelKey: string;
  placeholderKey: string;
}

export const emailContact: Contact<{ email: string }> = {
  name: 'email',
  defaultValues: { email: '' },
  schema: bindEmailSchema,
  useBind: useBindEmail,
  type: 'email',
  labelKey: 'bind.email',
  placeholderKey: 'bind.emailPlaceholder',
};

export const phoneContact: Contact<{ phone: string }> = {
  name: 'phone',
  defaultValues: { phone: '' },
  schema: bindPhoneSchema,
  useBind: useBindPhone,
  type: 'tel',
  labelKey: 'bind.phone',
  placeholderKey: 'bind.phonePlaceholder',
};

interface BindContactFormProps<Values extends FieldValues> {
  contact: Contact<Values>;
  current: string | null;
  onDone: () => void | Promise<void>;
}

export function BindContactForm<Values extends FieldValues>({
  contact,
  current,
  onDone,
}: BindContactFormProps<Values>) {
  const { t } = useTranslation();
  const { control, formProps } = useAccountForm({
    schema: contact.schema,
    defaultValues: contact.defaultValues,
    mutation: contact.useBind(),
    savedKey: 'common.saved',
    onDone,
  });
  return (
    <AccountForm {...formProps} intro={current ? t('bind.current', { value: current }) : undefined}>
      {/* A plain text input: the browser's own check of type="email" would block the submit with its
          own bubble, so the rules message (in the app's language) would never show. inputMode keeps the
          matching keyboard. */}
      <ControlledInput
        control={control}
        name={contact.name}
        inputMode={contact.type}
        label={t(contact.labelKey)}
        placeholder={t(contact.placeholderKey)}
        autoComplete={contact.type}
      />
    </AccountForm>
  );
}
