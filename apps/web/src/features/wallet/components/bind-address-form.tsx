import { Button, Form, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast';
import { useSchemaForm } from './use-schema-form';

type InputProps = Partial<Parameters<typeof Input>[0]>;

/** One row of a bind form: a text input by default, or the form's own control (a network picker). */
export interface BindField<Field extends string> {
  name: Field;
  label: string;
  input?: InputProps;
  control?: (value: string, set: (value: string) => void) => ReactNode;
}

/**
 * A payout address form (bank card or digital wallet): the rules schema judges the fields, the
 * valid values are shown back for confirmation (an address cannot be changed after binding), then
 * bound with the fund password.
 */
export function BindAddressForm<Field extends string, Values>(props: {
  schema: z.ZodType<Values, unknown>;
  initial: Record<Field | 'fundPassword', string>;
  fields: BindField<Field>[];
  confirmTitle: string;
  confirmText: (values: Values) => string;
  savedText: string;
  bind: { isPending: boolean; mutateAsync: (values: Values) => Promise<unknown> };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Field | 'fundPassword', Values>(props.schema, props.initial);
  // The valid values wait here until the user confirms the dialog.
  const [pending, setPending] = useState<Values | null>(null);

  const send = async (values: Values) => {
    await props.bind.mutateAsync(values);
    showToast(props.savedText);
    props.onDone();
  };

  const row = (name: Field | 'fundPassword', label: string, field?: BindField<Field>) => (
    <FormField key={name} label={label} error={form.errors[name]} required>
      {field?.control ? (
        field.control(form.values[name], form.set(name))
      ) : (
        <Input
          value={form.values[name]}
          onChange={form.set(name)}
          aria-label={label}
          clearable
          {...(name === 'fundPassword' ? fundPasswordInput(t('fund.placeholder')) : field?.input)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={props.confirmTitle}
        content={pending && props.confirmText(pending)}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const confirmed = pending;
          setPending(null);
          if (confirmed) void send(confirmed).catch(() => undefined);
        }}
      />
      <p className="app-intro app-warning">{t('address.warning')}</p>
      <Form
        layout="vertical"
        mode="card"
        onFinish={() => setPending(form.validate())}
        footer={
          <Button block type="submit" color="primary" size="large" loading={props.bind.isPending}>
            {t('common.submit')}
          </Button>
        }
      >
        {props.fields.map((field) => row(field.name, field.label, field))}
        {row('fundPassword', t('withdraw.fundPassword'))}
      </Form>
    </>
  );
}

const fundPasswordInput = (placeholder: string): InputProps => ({
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  placeholder,
});
