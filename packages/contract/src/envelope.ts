import { z } from 'zod';

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
