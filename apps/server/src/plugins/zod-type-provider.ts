import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * fastify-type-provider-zod validates at run time (its validatorCompiler is registered in app.ts),
 * but its `ZodTypeProvider` type is written against the hoisted root zod (4.6) while the workspace
 * schemas use zod 4.1, and TypeScript treats the two as unrelated types. This is the same provider,
 * typed with the zod our schemas are made of.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}
