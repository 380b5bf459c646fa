import { Input } from 'antd-mobile';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';

import { FormField } from '../../../components/ui/form-field';

interface AuthTextFieldProps<Values extends FieldValues, Output extends FieldValues> {
  name: Path<Values>;
  control: Control<Values, unknown, Output>;
  label: string;
  placeholder: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  required?: boolean;
}

/** One labelled text input of an auth form with its localized rule message, driven by react-hook-form. */
export function AuthTextField<Values extends FieldValues, Output extends FieldValues>(
  props: AuthTextFieldProps<Values, Output>,
) {
  const { name, control, label, placeholder, type, autoComplete, required } = props;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} required={required}>
          <Input
            {...field}
            type={type}
            aria-label={label}
            placeholder={placeholder}
            autoComplete={autoComplete}
            clearable
          />
        </FormField>
      )}
    />
  );
}
