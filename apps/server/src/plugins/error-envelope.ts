import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { ResponseCode } from '@fairdraw/contract';

import { AppError } from '../lib/app-error';
import { loggableError } from '../lib/loggable-error';
import { isLocalizableKey, localize, translate } from './language';

interface FieldIssue {
  instancePath: string;
  message?: string;
}

/** First issue per field wins; messages are rules' keys (validation.*), anything else is generic. */
function fieldsOf(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const message = issue.message ?? '';
    fields[field] ??= isLocalizableKey(message) ? message : 'validation.general';
  }
  return fields;
}

function sendValidation(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Readonly<Record<string, string>>,
) {
  const localized = Object.fromEntries(
    Object.entries(fields).map(([f, key]) => [f, localize(request.lang, key)]),
  );
  const first = Object.values(fields)[0] ?? 'common.validationFailed';
  return reply.status(200).send({
    code: ResponseCode.validationFailed,
    msg: localize(request.lang, first),
    data: { fields: localized },
  });
}

/**
 * The one error handler (ADR 002): AppError → HTTP 200 with its code; schema failures → 1000 with
 * `data.fields`; malformed requests → 1000; everything else → 500 with a generic message, logged
 * with the request context, details never sent. Instants in a message read in the operator's
 * `timeZone` (env TZ).
 */
export function registerErrorEnvelope(app: FastifyInstance, deps: { timeZone: string }): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.fields) return sendValidation(request, reply, error.fields);
      return reply.status(200).send({
        code: error.code,
        msg: translate(request.lang, error.key, error.params, deps.timeZone),
        data: error.params ?? null,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error))
      return sendValidation(request, reply, fieldsOf(error.validation));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Bad JSON, wrong content type, body too large: the request itself is malformed.
      request.log.info({ err: loggableError(error) }, 'malformed request');
      return sendValidation(request, reply, { _: 'validation.general' });
    }
    // Whatever logger the app was given, a failed query's parameters never reach it.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: ResponseCode.internal, msg: translate(request.lang, 'common.internal'), data: null });
  });
}
