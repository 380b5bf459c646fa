import type { FastifyInstance } from 'fastify';

import { type OpenApiDocument, openApiDocument } from '@fairdraw/contract/openapi';

import { referencePageCss, referencePageHtml, referencePageScript } from './reference-page.assets';
import { serverPaths, serverTags } from './server-paths';

/** The reference page's own files: static assets, not API operations (the route test skips them). */
export const referenceAssetPaths = ['/docs/api/reference.css', '/docs/api/reference.js'] as const;

/** The OpenAPI document of this configuration: the contract plus the server's own routes. */
export function apiDocument(options: {
  version: string;
  sandboxPayments: boolean;
  production: boolean;
}): OpenApiDocument {
  return openApiDocument({
    version: options.version,
    extraPaths: serverPaths(options),
    extraTags: serverTags,
  });
}

/**
 * GET /openapi.json (built once, on first request: z.toJSONSchema over ~100 schemas takes a while)
 * and GET /docs/api, the reference page that renders it (ADR 124). Public, like the contract.
 */
export function registerApiDocsRoutes(
  app: FastifyInstance,
  options: { version: string; sandboxPayments: boolean; production: boolean },
): void {
  let document: string | null = null;
  app.get('/openapi.json', (_request, reply) => {
    document ??= JSON.stringify(apiDocument(options));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/docs/api', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(referencePageHtml),
  );
  app.get(referenceAssetPaths[0], (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(referencePageCss),
  );
  app.get(referenceAssetPaths[1], (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(referencePageScript),
  );
}
