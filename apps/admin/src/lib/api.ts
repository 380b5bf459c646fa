// First: zod must be jitless before any schema of this chunk parses (ADR 107); main.tsx's import runs
// only after the chunks it imports have been evaluated.
import './zod-without-eval';

import { languageHeader, ResponseCode, tokenHeader } from '@fairdraw/contract';
import type { Envelope } from '@fairdraw/contract';

import { session } from './session';

/** A refused call: the envelope's code and its message (in English: the back office asks in `en`). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every back-office call is `POST /admin/*` with the operator TOKEN (docs/api-conventions.md, ADR 034).
 * Unlike the player app there is no refresh token and no host fallback: a 401 ends the session and
 * the shell shows the login page.
 */
async function send(path: string, body: object, explicitToken?: string): Promise<Response> {
  const token = explicitToken ?? session.get()?.token;
  return fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [languageHeader]: 'en',
      ...(token ? { [tokenHeader]: token } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** `token` overrides the session's: the enrolment step calls with a token not yet signed in (ADR 102). */
export async function post<T>(path: string, body: object = {}, token?: string): Promise<T> {
  const response = await send(path, body, token);
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code === ResponseCode.ok) return envelope.data;
  if (envelope.code === ResponseCode.tokenInvalid) session.set(null);
  throw new ApiError(envelope.code, envelope.msg || `Request failed (${envelope.code})`, envelope.data);
}

/** CSV exports answer text/csv, or an envelope when refused. */
export async function postForText(path: string, body: object = {}): Promise<string> {
  const response = await send(path, body);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response.text();
  const envelope = (await response.json()) as Envelope<unknown>;
  if (envelope.code === ResponseCode.tokenInvalid) session.set(null);
  throw new ApiError(envelope.code, envelope.msg, envelope.data);
}
