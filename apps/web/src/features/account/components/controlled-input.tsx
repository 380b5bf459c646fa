import { Input } from 'antd-mobile';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';

import { FormField } from '../../../components/ui/form-field';

interface ControlledInputProps<Values extends FieldValues, Output extends FieldValues> {
  name: Path<Values>;
  control: Control<Values, unknown, Output>;
  label: string;
  placeholder?: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  autoComplete?: string;
}

/** One labelled text field of an account form, driven by react-hook-form. */
export function ControlledInput<Values extends FieldValues, Output extends FieldValues>(
  props: ControlledInputProps<Values, Output>,
) {
  const {
    name,
    control,
    label,
    placeholder,
    error,
    hint,
    type = 'text',
    inputMode,
    maxLength,
    autoComplete,
  } = props;
  return (
    <FormField label={label} error={error} hint={hint} required>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
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
        )}
      />
    </FormField>
  );
}
