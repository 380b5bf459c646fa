import { vi } from 'vitest';

/** A recorded back-office call: its path, parsed body and TOKEN header. */
export interface Call {
  path: string;
  body: Record<string, unknown>;
  token: string | undefined;
}

/** Stubs fetch with envelopes from `answer(call)`; every call is kept in `calls` (mocked network). */
export function mockFetch(answer: (call: Call) => { code?: number; msg?: string; data?: unknown }) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      path: new URL(String(input), 'http://localhost').pathname,
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      token: headers.TOKEN,
    };
    calls.push(call);
    const { code = 0, msg = '', data = null } = answer(call);
    return Promise.resolve(
      new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } }),
    );
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return calls;
}
