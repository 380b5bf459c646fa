import { z } from 'zod';

import { ResponseCode } from './codes';

const errorCodes = Object.values(ResponseCode).filter((code) => code !== ResponseCode.ok);

/** Every handled response: HTTP 200 with { code, msg, data } (ADR 002). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Lists answer { list, total, page, pageSize }. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * A refusal or failure: a non-zero code with its message in the request's LANGUAGE. `data` is null,
 * `{ fields: { <field>: message } }` for 1000 on fields, or the values named in the message.
 */
export const errorData = z.union([
  z.null(),
  z.object({ fields: z.record(z.string(), z.string()) }),
  z.record(z.string(), z.union([z.string(), z.number()])),
]);
export const errorEnvelope = z.object({
  code: z.union(errorCodes.map((code) => z.literal(code))),
  msg: z.string(),
  data: errorData,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
