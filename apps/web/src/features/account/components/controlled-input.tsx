import { Input } from 'antd-mobile';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';

import { FormField } from '../../../components/ui/form-field';

interface InputOptions {
  label: string;
  placeholder?: string;
  hint?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  autoComplete?: string;
}

interface ControlledInputProps<Values extends FieldValues, Output extends FieldValues> extends InputOptions {
  name: Path<Values>;
  control: Control<Values, unknown, Output>;
}

/**
 * One labelled text field of an account form, driven by react-hook-form; it shows the field's own
 * validation message (a message key of the rules schema).
 */
export function ControlledInput<Values extends FieldValues, Output extends FieldValues>(
  props: ControlledInputProps<Values, Output>,
) {
  const {
    name,
    control,
    label,
    placeholder,
    hint,
    type = 'text',
    inputMode,
    maxLength,
    autoComplete,
  } = props;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} hint={hint} required>
          <Input
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type={type}
            inputMode={inputMode}
            maxLength={maxLength}
            autoComplete={autoComplete}
            aria-label={label}
            placeholder={placeholder}
            clearable
          />
        </FormField>
      )}
    />
  );
}

export type PasswordField<Values extends FieldValues> = { name: Path<Values> } & Omit<InputOptions, 'type'>;

/** The password inputs of a password form, in order; each is a ControlledInput of type password. */
export function PasswordFields<Values extends FieldValues, Output extends FieldValues>({
  control,
  fields,
}: {
  control: Control<Values, unknown, Output>;
  fields: PasswordField<Values>[];
}) {
  return fields.map((field) => (
    <ControlledInput key={field.name} control={control} type="password" {...field} />
  ));
}
