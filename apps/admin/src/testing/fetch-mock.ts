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
  // The app calls fetch(path: string, { body: string }) only (lib/api.ts).
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      path: new URL(input, 'http://localhost').pathname,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>,
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
