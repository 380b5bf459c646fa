import type { FastifyInstance, FastifyRequest } from 'fastify';

import { type Envelope, ResponseCode, type ServerMessageKey, serverMessages } from '@fairdraw/contract';
import { type MessageLanguage, hasAllTexts, parseLanguageHeader, textOf } from '@fairdraw/rules';

import { isIsoInstant, readableInstant } from '../lib/readable-time';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the LANGUAGE header: en, vi, tw, my, zh; missing or unknown → vi. */
    lang: MessageLanguage;
  }
}

export function isMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(serverMessages.en, value);
}

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A server message in `lang`, its `{name}` placeholders filled from `params`. The one place
 * parameters are filled: a parameter that is an ISO instant is written as a player of `lang` reads
 * a date and time, on the operator's clock (`timeZone`); `data` keeps the ISO instant.
 */
export function translate(lang: MessageLanguage, key: ServerMessageKey): string;
export function translate(
  lang: MessageLanguage,
  key: ServerMessageKey,
  params: MessageParams | undefined,
  timeZone: string,
): string;
export function translate(
  lang: MessageLanguage,
  key: ServerMessageKey,
  params?: MessageParams,
  timeZone?: string,
): string {
  const text = serverMessages[lang][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return timeZone && isIsoInstant(value) ? readableInstant(value, lang, timeZone) : String(value);
  });
}

/** A server message, else a rules text (bet.* validation keys live with the rules), else generic. */
export function localize(lang: MessageLanguage, key: string): string {
  if (isMessageKey(key)) return translate(lang, key);
  if (hasAllTexts(key)) return textOf(lang, key);
  return translate(lang, 'validation.general');
}

export const isLocalizableKey = (key: string): boolean => isMessageKey(key) || hasAllTexts(key);

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
