import { endpoints } from '@fairdraw/contract';
import { vi } from 'vitest';

/** A recorded back-office call: its path, parsed body and TOKEN header. */
export interface Call {
  path: string;
  body: Record<string, unknown>;
  token: string | undefined;
}

/** An envelope answer, or `csv` text for the export routes (served as text/csv). */
export type Answer = { code?: number; msg?: string; data?: unknown } | { csv: string };

/** The contract's answer schema per path (adminEndpoints are part of `endpoints`). */
const answerSchemas = new Map(Object.values(endpoints).map((endpoint) => [endpoint.path, endpoint.data]));

/**
 * Mocked answers that the contract would not accept: a desk tested against a shape the server never
 * sends proves nothing. setup.ts fails the test that left any here.
 */
export const contractMismatches: string[] = [];

function checkAnswer(path: string, data: unknown) {
  const schema = answerSchemas.get(path);
  if (!schema) return;
  const result = schema.safeParse(data);
  if (!result.success)
    contractMismatches.push(
      `${path}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
}

/** Stubs fetch with envelopes from `answer(call)`; every call is kept in `calls` (mocked network). */
export function mockFetch(answer: (call: Call) => Answer) {
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
    const given = answer(call);
    if ('csv' in given)
      return Promise.resolve(
        new Response(given.csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      );
    const { code = 0, msg = '', data = null } = given;
    if (code === 0) checkAnswer(call.path, data);
    return Promise.resolve(
      new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } }),
    );
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return calls;
}
