import { useState } from 'react';
import type { z } from 'zod';

/**
 * Small form state for the money forms: string fields, the rules schema as the only judge, and the
 * first message key per field (localized by FormField, the same texts the server answers with).
 */
export function useSchemaForm<Field extends string, Output>(
  schema: z.ZodType<Output, unknown>,
  initial: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return {
    values,
    errors,
    set: (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value })),
    /** The parsed values, or null after showing each field's first error. */
    validate(): Output | null {
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return null;
    },
  };
}
