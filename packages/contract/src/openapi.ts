import { z } from 'zod';

import { messageLanguages } from '@fairdraw/rules';

import { ResponseCode } from './codes';
import { type Endpoint, endpoints } from './endpoints';
import { errorEnvelope } from './envelope';
import { languageHeader, tokenHeader } from './headers';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as z.toJSONSchema writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: unknown[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}
export type OpenApiPaths = Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers?: { url: string }[];
  tags: { name: string; description: string }[];
  paths: OpenApiPaths;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/**
 * Answers may gain fields (clients ignore what they do not know), so answer objects stay open; the
 * ±2^53 bounds zod writes for every integer say nothing a client of an answer needs.
 */
const openAnswer = ({ jsonSchema: s }: { jsonSchema: Record<string, unknown> }) => {
  if (s['additionalProperties'] === false) delete s['additionalProperties'];
  if (s['minimum'] === Number.MIN_SAFE_INTEGER) delete s['minimum'];
  if (s['maximum'] === Number.MAX_SAFE_INTEGER) delete s['maximum'];
};

/** Request bodies are documented as clients send them (defaults optional), answers as servers write them. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    ...(io === 'output' ? { override: openAnswer } : {}),
  });
  return json;
};

const codeNames = Object.entries(ResponseCode);
const codesTable = codeNames.map(([name, code]) => `| ${code} | ${name} |`).join('\n');

const description = `Fairdraw's HTTP API, generated from \`@fairdraw/contract\` (docs/decisions/124).

- Every call sends \`Content-Type: application/json\`; POST sends a JSON object (may be \`{}\`), GET none.
- Headers: \`${languageHeader}\` (${messageLanguages.join(', ')}; missing or unknown → vi) picks the language of
  \`msg\`; \`${tokenHeader}\` carries the access token (players) or the operator token (\`/admin/*\`).
- Every handled answer is HTTP 200 with the envelope \`{ code, msg, data }\`; \`data\` below is what \`code: 0\`
  carries (fields may be added, none dropped). Unknown paths answer HTTP 404 with the same envelope.
- Money is integer fen; times are ISO-8601 with an offset; lists answer \`{ list, total, page, pageSize }\`.
- Every money-moving POST takes \`requestId\` (unique per user, chosen by the client): repeating it answers
  the first result and moves no money again; the same \`requestId\` with another body answers 1003.

| code | meaning |
|---|---|
${codesTable}
`;

const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const tagOf = (path: string) => (path.startsWith('/admin/') ? 'admin' : (path.split('/')[1] ?? 'api'));

const tagDescriptions: Record<string, string> = {
  user: 'The signed-in account, its money addresses, messages and orders',
  index: 'Home page data',
  getPackage: 'App versions',
  game: 'Games, issues, draws and the live event stream',
  bet: 'Bet records',
  chase: 'Chases (one order over several issues)',
  recharge: 'Recharges',
  withdraw: 'Withdrawals',
  transaction: 'Ledger records',
  report: 'Personal report',
  agent: 'Agent centre (agents only)',
  service: 'Customer service',
  admin: 'Back office (operator token; roles per operation)',
};

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

function answerOf(name: string, endpoint: Endpoint): Record<string, unknown> {
  const data = schemaOf(endpoint.data, 'output');
  if (endpoint.sse) {
    return {
      '200': {
        description:
          'Server-Sent Events: `id:` (resume with Last-Event-ID), `event:` the name, `data:` the JSON payload. ' +
          'Once a stream has replayed what it missed, a frame with an `id:` line alone gives its position. ' +
          'The schema is one frame as `{ event, data }`; with a TOKEN the stream adds the caller’s own events.',
        content: { 'text/event-stream': { schema: data } },
      },
    };
  }
  if (endpoint.csv) {
    return {
      '200': {
        description: 'The CSV file (UTF-8 with a BOM); a refusal answers the error envelope.',
        content: {
          'text/csv': { schema: data },
          'application/json': { schema: envelopeRef },
        },
      },
    };
  }
  return {
    '200': {
      description: `\`code: 0\` with \`data\` as below, or a refusal (error envelope).`,
      content: {
        'application/json': {
          schema: {
            oneOf: [
              {
                title: `${name} answer`,
                type: 'object',
                properties: { code: { const: 0 }, msg: { type: 'string' }, data },
                required: ['code', 'msg', 'data'],
              },
              envelopeRef,
            ],
          },
        },
      },
    },
    '404': { description: 'Unknown path', content: { 'application/json': { schema: envelopeRef } } },
    '500': { description: 'Internal error', content: { 'application/json': { schema: envelopeRef } } },
  };
}

function operationOf(name: string, endpoint: Endpoint & { roles?: readonly string[] }): OpenApiOperation {
  const roles = endpoint.roles;
  const operation: OpenApiOperation = {
    operationId: name,
    summary: words(name),
    tags: [tagOf(endpoint.path)],
    parameters: [{ $ref: '#/components/parameters/Language' }],
    security: endpoint.public ? [] : [{ [tokenHeader]: [] }],
    responses: answerOf(name, endpoint),
  };
  if (endpoint.sse) {
    const resumeFrom = 'Resume after this event id (the last `id:` received); the header wins.';
    operation.parameters?.push(
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: resumeFrom,
        schema: { type: 'integer' },
      },
      {
        name: 'lastEventId',
        in: 'query',
        required: false,
        description: resumeFrom,
        schema: { type: 'integer' },
      },
    );
  }
  if (roles && roles.length > 0) {
    operation.description = `Operator roles: ${roles.join(', ')} (other roles answer 1001).`;
    operation['x-operator-roles'] = [...roles];
  }
  if (endpoint.method === 'POST') {
    operation.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: endpoint.body ? schemaOf(endpoint.body, 'input') : { type: 'object' },
        },
      },
    };
  }
  return operation;
}

/** The contract's endpoints as OpenAPI 3.1 paths (the server adds its own operational routes). */
export function contractPaths(): OpenApiPaths {
  const paths: OpenApiPaths = {};
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    (paths[endpoint.path] ??= {})[method] = operationOf(name, endpoint);
  }
  return paths;
}

/** The whole document; `extraPaths` are routes outside the contract (health, callbacks, this document). */
export function openApiDocument(
  options: { version: string; extraPaths?: OpenApiPaths; extraTags?: OpenApiDocument['tags'] } = {
    version: '0.0.0',
  },
): OpenApiDocument {
  const paths = { ...contractPaths(), ...options.extraPaths };
  const tags = [
    ...new Set(
      Object.values(paths)
        .flatMap((item) => Object.values(item))
        .flatMap((o) => o.tags),
    ),
  ];
  const known = new Map((options.extraTags ?? []).map((t) => [t.name, t.description]));
  return {
    openapi: '3.1.0',
    info: { title: 'Fairdraw API', version: options.version, description },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: tags.map((name) => ({ name, description: tagDescriptions[name] ?? known.get(name) ?? name })),
    paths,
    components: {
      schemas: {
        ErrorEnvelope: {
          ...schemaOf(errorEnvelope, 'output'),
          description:
            'A refusal or failure: `code` ≠ 0 (see the table above), `msg` in the request’s language.',
        },
      },
      parameters: {
        Language: {
          name: languageHeader,
          in: 'header',
          required: false,
          description: 'Language of `msg` and of names in answers; missing or unknown → vi.',
          schema: { type: 'string', enum: [...messageLanguages] },
        },
      },
      securitySchemes: {
        [tokenHeader]: {
          type: 'apiKey',
          in: 'header',
          name: tokenHeader,
          description:
            'The access token from /user/login (15 minutes; renew with /user/refreshToken), or for ' +
            '/admin/* the operator token from /admin/login.',
        },
      },
    },
  };
}
