import { bindEmailSchema, bindPhoneSchema } from '@fairdraw/rules';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useBindEmail, useBindPhone } from '../api/account-mutations';
import { AccountForm } from './account-form';
import { ControlledInput } from './controlled-input';
import { useAccountForm } from './use-account-form';

/** What sets one contact binding apart: its field, rules, API call and texts. */
interface Contact<Values extends FieldValues & { code?: string }> {
  name: Path<Values>;
  defaultValues: DefaultValues<Values>;
  schema: z.ZodType<Values, unknown>;
  /** The second step: the same address plus the 6-digit code it received (ADR 119). */
  confirmSchema: z.ZodType<Values, unknown>;
  valueOf: (values: Values) => string;
  useBind: () => UseMutationResult<null, Error, Values>;
  /** Keyboard and autofill hint; the input itself stays type text. */
  type: 'email' | 'tel';
  labelKey: string;
  placeholderKey: string;
}

export const emailContact: Contact<{ email: string; code?: string }> = {
  name: 'email',
  defaultValues: { email: '' },
  schema: bindEmailSchema,
  confirmSchema: bindEmailSchema.required({ code: true }),
  valueOf: (values) => values.email,
  useBind: useBindEmail,
  type: 'email',
  labelKey: 'bind.email',
  placeholderKey: 'bind.emailPlaceholder',
};

export const phoneContact: Contact<{ phone: string; code?: string }> = {
  name: 'phone',
  defaultValues: { phone: '' },
  schema: bindPhoneSchema,
  confirmSchema: bindPhoneSchema.required({ code: true }),
  valueOf: (values) => values.phone,
  useBind: useBindPhone,
  type: 'tel',
  labelKey: 'bind.phone',
  placeholderKey: 'bind.phonePlaceholder',
};

interface BindContactFormProps<Values extends FieldValues & { code?: string }> {
  contact: Contact<Values>;
  current: string | null;
  onDone: () => void | Promise<void>;
}

/**
 * Binding is two steps (ADR 119): the address first, which sends it a one-time code, then the code.
 * The address is bound only once the code is confirmed.
 */
export function BindContactForm<Values extends FieldValues & { code?: string }>(
  props: BindContactFormProps<Values>,
) {
  const [sent, setSent] = useState<Values | null>(null);
  return sent ? (
    <ConfirmStep {...props} sent={sent} />
  ) : (
    <RequestStep {...props} onSent={(values) => setSent(values)} />
  );
}

function RequestStep<Values extends FieldValues & { code?: string }>({
  contact,
  current,
  onSent,
}: BindContactFormProps<Values> & { onSent: (values: Values) => void }) {
  const { t } = useTranslation();
  const requested = useRef<Values | null>(null);
  const { control, formProps } = useAccountForm({
    schema: contact.schema,
    defaultValues: contact.defaultValues,
    mutation: contact.useBind(),
    savedKey: 'bind.codeSent',
    // Only after the server answered: a refused request stays on this step with its message.
    onDone: () => {
      if (requested.current) onSent(requested.current);
    },
    toBody: (values) => {
      requested.current = values;
      return values;
    },
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

function ConfirmStep<Values extends FieldValues & { code?: string }>({
  contact,
  sent,
  onDone,
}: BindContactFormProps<Values> & { sent: Values }) {
  const { t } = useTranslation();
  const { control, formProps } = useAccountForm({
    schema: contact.confirmSchema,
    defaultValues: { ...sent, code: '' } as DefaultValues<Values>,
    mutation: contact.useBind(),
    savedKey: 'common.saved',
    onDone,
  });
  return (
    <AccountForm {...formProps} intro={t('bind.codeIntro', { value: contact.valueOf(sent) })}>
      <ControlledInput
        control={control}
        name={'code' as Path<Values>}
        inputMode="numeric"
        maxLength={6}
        label={t('bind.code')}
        placeholder={t('bind.codePlaceholder')}
        autoComplete="one-time-code"
      />
    </AccountForm>
  );
}
