import type { z } from 'zod';

import { type Endpoint, endpoints, envelopeSchema, errorEnvelope } from '@fairdraw/contract';

const byRoute = new Map<string, Endpoint>(
  Object.values(endpoints as Record<string, Endpoint>).map((e) => [`${e.method} ${e.path}`, e]),
);

/** The contract's entry for a request line, if the path is one of its endpoints (query ignored). */
export function endpointOf(method: string, url: string): Endpoint | undefined {
  const path = url.split('?')[0] ?? url;
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

export interface Answer {
  statusCode: number;
  contentType: string | undefined;
  /** The body as sent (uncompressed text). */
  payload: string;
}

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/**
 * What is wrong with an answer of a contract endpoint, or null when nothing is: code 0 must carry
 * the endpoint's `data` (added fields allowed, missing or mistyped ones not), any other code the
 * error envelope, a CSV endpoint may answer its file. Paths outside the contract answer null (the
 * OpenAPI test keeps every registered route documented); SSE streams are checked frame by frame.
 */
export function answerMismatch(method: string, url: string, answer: Answer): string | null {
  const endpoint = endpointOf(method, url);
  if (!endpoint || endpoint.sse) return null;
  const type = answer.contentType ?? '';
  if (endpoint.csv && type.startsWith('text/csv')) return null;
  if (!type.includes('application/json')) {
    return `answered ${type || 'no content type'} (HTTP ${answer.statusCode}), not the JSON envelope`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.payload);
  } catch {
    return 'answered a body that is not JSON';
  }
  return bodyMismatch(endpoint, body);
}

/**
 * Each endpoint's success envelope, built once: zod compiles a schema on its first parse, which was
 * most of the check's cost when the envelope was built per answer.
 */
const envelopes = new Map<Endpoint, z.ZodType>();
function envelopeOf(endpoint: Endpoint): z.ZodType {
  let schema = envelopes.get(endpoint);
  if (!schema) envelopes.set(endpoint, (schema = envelopeSchema(endpoint.data)));
  return schema;
}

/** What is wrong with an envelope of a contract endpoint (already parsed), or null. */
export function bodyMismatch(endpoint: Endpoint, body: unknown): string | null {
  const code = (body as { code?: unknown } | null)?.code;
  const parsed = code === 0 ? envelopeOf(endpoint).safeParse(body) : errorEnvelope.safeParse(body);
  if (parsed.success) return null;
  return `${code === 0 ? 'data' : 'error envelope'} does not match the contract: ${issuesOf(parsed.error)}`;
}
