import type { LoggerOptions } from 'pino';

/**
 * Keys whose values never reach a log line, at any depth (docs/STYLE.md 10): tokens, the headers that
 * carry them, every password field, card numbers and wallet addresses (docs/security.md).
 */
export const secretLogKeys = [
  'token',
  'authorization',
  'cookie',
  'jwt',
  'token_jwt',
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'loginPassword',
  'fundPassword',
  'confirmFundPassword',
  'passwordHash',
  'fundPasswordHash',
  'cardNumber',
  'confirmCardNumber',
  'address',
  'confirmAddress',
] as const;

const censor = '[redacted]';
const secret = new Set<string>(secretLogKeys);
const keys = secretLogKeys.join('|');
// A secret key as a JSON key: a quote before it (an escaped quote inside a string value is `\"`).
const anySecretKey = new RegExp(`"(?:${keys})":`);
const secretWithStructure = new RegExp(`"(?:${keys})":[[{]`);
const secretWithScalar = new RegExp(
  `"(${keys})":(?:"(?:[^"\\\\]|\\\\.)*"|-?\\d[\\d.eE+-]*|true|false|null)`,
  'g',
);

function censorParsed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(censorParsed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, secret.has(key) ? censor : censorParsed(inner)]),
  );
}

/**
 * A finished log line with every secret key's value replaced (pino's `streamWrite` hook). A line
 * without one, nearly every line, is returned as it is after one regular-expression test. pino's own
 * `redact` clones and re-parses its paths for every value of every line: 44 % of the shipped server's
 * allocations under load, and ≈ 15 % of its CPU per order (ADR 147).
 */
export function redactLogLine(line: string): string {
  if (!anySecretKey.test(line)) return line;
  if (!secretWithStructure.test(line)) return line.replace(secretWithScalar, `"$1":"${censor}"`);
  try {
    return `${JSON.stringify(censorParsed(JSON.parse(line)))}\n`;
  } catch {
    return `{"msg":"a log line was withheld: it held a secret that could not be redacted"}\n`;
  }
}

/** The redaction every logger of the server uses (server.ts, and tests that check the logs). */
export const logRedaction: Pick<LoggerOptions, 'hooks'> = { hooks: { streamWrite: redactLogLine } };
