import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { liveEvent } from '@fairdraw/contract';

import { answerMismatch } from '../src/lib/answer-contract';

/** Throws when an answer of a contract endpoint does not match its schema (see answerMismatch). */
export function assertAnswer(
  method: string,
  url: string,
  answer: { statusCode: number; contentType: string | undefined; payload: string },
): void {
  const problem = answerMismatch(method, url, answer);
  if (problem) {
    throw new Error(`${method} ${url} ${problem}\nanswer: ${answer.payload.slice(0, 2000)}`);
  }
}

const urlOf = (options: InjectOptions | string): { method: string; url: string } => {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const url = typeof options.url === 'string' ? options.url : (options.path as string | undefined);
  return { method: String(options.method ?? 'GET'), url: url ?? '/' };
};

/**
 * Every `app.inject` of the test app is checked: through the helper's post/get and where a test
 * calls `app.inject` itself, so no route's answer escapes the contract.
 */
export function checkInjectedAnswers(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const { method, url } = urlOf(options);
    assertAnswer(method, url, {
      statusCode: response.statusCode,
      contentType: response.headers['content-type']?.toString(),
      payload: response.payload,
    });
    return response;
  };
  // Only the promise form is used by the tests; the chain and callback forms are refused loudly.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) {
      throw new Error('tests call app.inject(options) and await it, so that its answer is checked');
    }
    return checked(options);
  }) as FastifyInstance['inject'];
}

/** fetch for tests against a server process: the answer is checked as app.inject's are. */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
  const payload = await response.clone().text();
  assertAnswer(init.method ?? 'GET', new URL(url).pathname, {
    statusCode: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    payload,
  });
  return response;
}

/** One SSE frame must be one of the contract's live events; the reason when it is not. */
export function liveEventMismatch(event: string, data: unknown): string | null {
  const parsed = liveEvent.safeParse({ event, data });
  return parsed.success
    ? null
    : `SSE ${event} frame does not match the contract: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`;
}
