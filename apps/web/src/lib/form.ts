import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver from a rules schema. `Values` is the form's own field shape, which may be
 * looser than the schema input (a terms checkbox starts as `false` while the schema demands `true`);
 * the schema still decides what is valid, and `Output` is what it hands to submit.
 */
export function schemaResolver<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, unknown>,
): Resolver<Values, unknown, Output> {
  // Not an answer type: the form's looser field shape (above) is one react-hook-form cannot infer.
  // eslint-disable-next-line no-restricted-syntax
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Output
  >;
}
