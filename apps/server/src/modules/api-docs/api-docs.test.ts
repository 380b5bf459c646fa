import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ResponseCode, endpoints } from '@fairdraw/contract';
import type { OpenApiDocument } from '@fairdraw/contract/openapi';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { referenceAssetPaths } from './api-docs.routes';
import { serverPaths } from './server-paths';

/**
 * Registered routes that are not API operations: the static trees of the web app and the back
 * office, and the style and script files of the sandbox gateway page and of the reference page.
 */
const notOperations = new Set<string>([
  '/*',
  '/backoffice/*',
  '/sandbox-pay/assets/page.css',
  '/sandbox-pay/assets/pay.js',
  ...referenceAssetPaths,
]);

const openApiPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document and reference page (ADR 124)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const registered = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp({
      drawScheduler: false,
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          // Fastify adds HEAD to every GET by itself; it is the GET's operation.
          if (method !== 'HEAD' && !notOperations.has(route.url)) {
            registered.add(`${method} ${openApiPathOf(route.url)}`);
          }
        }
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json<OpenApiDocument>();
  }, 120_000);
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 3000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every registered route, and every documented path is registered', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(registered.size).toBeGreaterThan(100);
    expect(
      [...registered].filter((r) => !documented.has(r)),
      'registered, not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((d) => !registered.has(d)),
      'documented, not registered',
    ).toEqual([]);
  });

  it('documents only what a configuration registers (sandbox gateway, development outbox)', () => {
    const production = serverPaths({ sandboxPayments: false, production: true });
    expect(Object.keys(production)).not.toContain('/sandbox-pay/{orderNo}');
    expect(Object.keys(production)).not.toContain('/dev/outbox');
    expect(Object.keys(serverPaths({ sandboxPayments: true, production: false }))).toEqual(
      expect.arrayContaining(['/sandbox-pay/{orderNo}', '/dev/outbox']),
    );
  });

  it('gives every contract endpoint its body and its answer, with headers, envelope and codes', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method === 'GET' ? 'get' : 'post'];
      expect(operation?.operationId, name).toBe(name);
      expect(operation?.security, name).toEqual(endpoint.public ? [] : [{ TOKEN: [] }]);
      expect(operation?.parameters, name).toContainEqual({ $ref: '#/components/parameters/Language' });
    }
    const answer = (name: keyof typeof endpoints) => {
      const e = endpoints[name];
      const op = doc.paths[e.path]?.[e.method === 'GET' ? 'get' : 'post'] as unknown as {
        responses: {
          200: { content: Record<string, { schema: { oneOf: { properties: { data: unknown } }[] } }> };
        };
      };
      return op.responses[200].content['application/json']?.schema.oneOf[0]?.properties.data;
    };
    expect(answer('logout')).toEqual({ type: 'null' });
    expect(answer('makeOrder')).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['orderNo', 'bets', 'balance']),
    });
    expect(answer('betList')).toMatchObject({
      properties: { list: { type: 'array' }, total: { type: 'integer' } },
    });
    const events = doc.paths['/game/events']?.get?.responses['200'] as { content: Record<string, unknown> };
    expect(Object.keys(events.content)).toEqual(['text/event-stream']);
    expect(doc.components.parameters['Language']).toMatchObject({ name: 'LANGUAGE', in: 'header' });
    expect(doc.components.securitySchemes['TOKEN']).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'TOKEN',
    });
    const envelope = JSON.stringify(doc.components.schemas['ErrorEnvelope']);
    for (const code of Object.values(ResponseCode).filter((c) => c !== 0))
      expect(envelope).toContain(String(code));
    expect(doc.info.description).toContain('requestId');
    const adjust = doc.paths['/admin/users/adjust']?.post;
    expect(adjust?.['x-operator-roles']).toEqual(['admin', 'finance']);
  });

  it('/docs/api is our own page: same-origin script and style, nothing inline, the CSP unchanged', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/api' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(page.payload).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.payload).not.toMatch(/<style|\sstyle=|\son\w+=/);
    expect(page.payload).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const url of referenceAssetPaths) {
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(page.payload).toContain(url);
    }
    const script = await t.app.inject({ method: 'GET', url: '/docs/api/reference.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.payload).not.toMatch(/innerHTML|eval\(|new Function|https?:\/\//);
  });
});
