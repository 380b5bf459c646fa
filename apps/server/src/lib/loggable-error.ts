import { stdSerializers } from 'pino';

const redacted = '[redacted]';

/** Drizzle's "Failed query: …\nparams: …" message: the parameters are the tail. */
const paramsTail = /\nparams: [\s\S]*$/;

/**
 * A copy of an error (and its causes) fit for the logs: a failed query keeps its SQL text (only
 * placeholders) but loses its parameters, and PostgreSQL's `detail` ("Key (account)=(…)", "Failing
 * row contains (…)") is dropped, since both carry user data and secrets (docs/security.md finding 13).
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const copy = Object.assign(
    Object.create(Object.getPrototypeOf(error) as object) as object,
    error,
  ) as Error & Record<string, unknown>;
  let { message, stack } = error;
  if ('params' in error) {
    copy['params'] = redacted;
    const clean = message.replace(paramsTail, `\nparams: ${redacted}`);
    stack = stack?.replace(message, clean);
    message = clean;
  }
  if ('detail' in error && error.detail) copy['detail'] = redacted;
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  Object.defineProperty(copy, 'stack', { value: stack, writable: true, configurable: true });
  if (error.cause !== undefined) copy.cause = loggableError(error.cause, depth + 1);
  return copy;
}

/** pino's `err` serializer, after loggableError: every `{ err }` the server logs goes through it. */
export const errorSerializers = {
  err: (error: unknown) => stdSerializers.err(loggableError(error) as Error),
};
