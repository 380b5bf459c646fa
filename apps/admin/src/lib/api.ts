// First: zod must be jitless before any schema of this chunk parses (ADR 107); main.tsx's import runs
// only after the chunks it imports have been evaluated.
import './zod-without-eval';

import { adminEndpoints, languageHeader, ResponseCode, tokenHeader } from '@fairdraw/contract';
import type { Envelope } from '@fairdraw/contract';
import type { z } from 'zod';

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

type Endpoints = typeof adminEndpoints;
/** A back-office endpoint by its key in the contract's table (`adminEndpoints`). */
export type AdminEndpointName = keyof Endpoints;
/** The endpoints answering a CSV file instead of the envelope. */
export type CsvEndpointName = {
  [N in AdminEndpointName]: Endpoints[N] extends { csv: true } ? N : never;
}[AdminEndpointName];
/** The endpoints answering the JSON envelope. */
export type JsonEndpointName = Exclude<AdminEndpointName, CsvEndpointName>;

/** What a call of endpoint N sends: the input of its body schema (defaults may be left out). */
export type AdminBody<N extends AdminEndpointName> = Endpoints[N]['body'] extends z.ZodType
  ? z.input<Endpoints[N]['body']>
  : undefined;
/** What a call of endpoint N answers in `data`, as the contract's schema declares it. */
export type AdminData<N extends AdminEndpointName> = z.output<Endpoints[N]['data']>;

/** Only the enrolment and first-password steps call with a token not yet in the session (ADR 102). */
export interface CallOptions {
  token?: string;
}

/** The arguments after the name: no body without a body schema, optional when every field is. */
export type CallArgs<N extends AdminEndpointName> =
  AdminBody<N> extends undefined
    ? [body?: undefined, options?: CallOptions]
    : Record<string, never> extends AdminBody<N>
      ? [body?: AdminBody<N>, options?: CallOptions]
      : [body: AdminBody<N>, options?: CallOptions];

/** The path of endpoint N: query keys and refreshes name the route by it. */
export const pathOf = (name: AdminEndpointName): string => adminEndpoints[name].path;

/**
 * Every back-office call is `POST /admin/*` with the operator TOKEN (docs/api-conventions.md, ADR 034).
 * Unlike the player app there is no refresh token and no host fallback: a 401 ends the session and
 * the shell shows the login page.
 */
async function send(name: AdminEndpointName, body: unknown, options: CallOptions = {}): Promise<Response> {
  const token = options.token ?? session.get()?.token;
  return fetch(pathOf(name), {
    method: adminEndpoints[name].method,
    headers: {
      'content-type': 'application/json',
      [languageHeader]: 'en',
      ...(token ? { [tokenHeader]: token } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
}

function refused(envelope: Envelope<unknown>): ApiError {
  if (envelope.code === ResponseCode.tokenInvalid) session.set(null);
  return new ApiError(envelope.code, envelope.msg || `Request failed (${envelope.code})`, envelope.data);
}

/**
 * Calls a back-office endpoint by its key in the contract's table: method and path come from the
 * table, the body and the answer are typed by its schemas (ADR 126; the component tests check every
 * mocked answer against the same schemas, ADR 133). Resolves the answer's `data`.
 */
export async function call<N extends JsonEndpointName>(name: N, ...args: CallArgs<N>): Promise<AdminData<N>> {
  const [body, options] = args;
  const response = await send(name, body, options);
  const envelope = (await response.json()) as Envelope<AdminData<N>>;
  if (envelope.code === ResponseCode.ok) return envelope.data;
  throw refused(envelope);
}

/** A CSV export: the file's text, or the refusal's ApiError when the route answers an envelope. */
export async function callForCsv<N extends CsvEndpointName>(name: N, ...args: CallArgs<N>): Promise<string> {
  const [body, options] = args;
  const response = await send(name, body, options);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response.text();
  throw refused((await response.json()) as Envelope<unknown>);
}
