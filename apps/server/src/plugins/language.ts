import type { FastifyInstance, FastifyRequest } from 'fastify';

import { type Envelope, ResponseCode, type ServerMessageKey, serverMessages } from '@fairdraw/contract';
import { type MessageLanguage, parseLanguageHeader } from '@fairdraw/rules';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the LANGUAGE header: en, vi, tw, my, zh; missing or unknown → vi. */
    lang: MessageLanguage;
  }
}

export function isMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(serverMessages.en, value);
}

export function translate(lang: MessageLanguage, key: ServerMessageKey): string {
  return serverMessages[lang][key];
}

/** The success envelope; `msg` is 'common.success' in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ResponseCode.ok, msg: translate(request.lang, 'common.success'), data };
}

/** Runs first on every request, so every later reply (errors included) can localize `msg`. */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.language;
    request.lang = parseLanguageHeader(Array.isArray(header) ? header[0] : header);
    done();
  });
}
