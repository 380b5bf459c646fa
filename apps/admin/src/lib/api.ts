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
 * Every back-office call is `POST /admin/*` with the operator TOKEN (api.md "Back office").
 * Unlike the player app there is no refresh token and no host fallback: a 401 ends the session and
 * the shell shows the login page.
 */
async function send(path: string, body: object, token = session.get()?.token): Promise<Response> {
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

/** `token`: an operator not signed in yet (the first-login password change). */
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
