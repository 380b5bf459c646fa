import { type APIRequestContext, expect } from '@playwright/test';

/** The response envelope of every API call (docs/api-conventions.md, ADR 002). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** POSTs to the API (with TOKEN when given), expects code 0 and returns `data`. */
export async function call<T>(
  request: APIRequestContext,
  url: string,
  body: object,
  token?: string,
): Promise<T> {
  const response = await request.post(url, { data: body, headers: token ? { TOKEN: token } : {} });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${url}: ${JSON.stringify(envelope)}`).toBe(0);
  return envelope.data;
}
