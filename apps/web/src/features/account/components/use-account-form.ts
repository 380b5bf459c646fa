import type { UseMutationResult } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { schemaResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';

interface AccountFormSetup<Values extends FieldValues> {
  schema: z.ZodType<Values, unknown>;
  defaultValues: DefaultValues<Values>;
  mutation: UseMutationResult<null, Error, Values>;
  /** The request body sent for the valid values; the values themselves when left out. */
  toBody?: (values: Values) => Values;
  /** Message key of the toast after a successful save. */
  savedKey: string;
  onDone: () => void | Promise<void>;
}

/**
 * The setup every small account form shares: react-hook-form with the rules schema, and a submit that
 * saves through the mutation, toasts and hands over to `onDone`. Spread `formProps` onto AccountForm.
 */
export function useAccountForm<Values extends FieldValues>(setup: AccountFormSetup<Values>) {
  const { schema, defaultValues, mutation, toBody, savedKey, onDone } = setup;
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<Values, unknown, Values>({
    resolver: schemaResolver<Values, Values>(schema),
    defaultValues,
  });
  const submit = handleSubmit(async (values) => {
    await mutation.mutateAsync(toBody ? toBody(values) : values);
    showToast(t(savedKey));
    await onDone();
  });
  return {
    control,
    formProps: { onSubmit: () => void submit().catch(() => undefined), busy: mutation.isPending },
  };
}
