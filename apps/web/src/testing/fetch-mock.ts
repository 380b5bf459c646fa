import { vi } from 'vitest';

/** Test doubles at the network edge: a fetch that answers envelopes, recorded for assertions. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export function envelope(code: number, data: unknown = null, msg = ''): Response {
  return { json: () => Promise.resolve({ code, msg, data }) } as unknown as Response;
}

export function recordCall(input: RequestInfo | URL, init: RequestInit | undefined): RecordedCall {
  const rawBody = init?.body;
  return {
    url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    method: init?.method ?? 'GET',
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    signal: init?.signal ?? undefined,
  };
}

/** A fetch mock whose answers come from `handler`; every call is kept in `calls`. */
export function mockFetch(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = recordCall(input, init);
    calls.push(call);
    return Promise.resolve().then(() => handler(call));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export const pathOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;
