import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { translate } from './language';

/** Paths that belong to the HTTP API (docs/api-conventions.md); they never fall back to the web app. */
const apiPrefixes = [
  '/user/',
  '/index/',
  '/getPackage',
  '/game/',
  '/bet/',
  '/transaction/',
  '/report/',
  '/recharge/',
  '/withdraw/',
  '/agent/',
  '/service/',
  '/admin/',
];

const isApiPath = (url: string) => apiPrefixes.some((p) => url === p || url.startsWith(p));

/** The back-office app (apps/admin) lives under this prefix; its API stays under /admin/*. */
export const backofficePrefix = '/backoffice/';
const isBackofficePath = (path: string) => path === '/backoffice' || path.startsWith(backofficePrefix);

/** A back-office client route (history mode): no file extension, or a browser asking for a page. */
function wantsBackofficePage(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

/** History-mode routes get index.html: `/`, every `/pages/...`, and any other page a browser asks for. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (isApiPath(path) || isBackofficePath(path)) return false;
  if (path === '/' || path.startsWith('/pages/')) return true;
  return (request.headers.accept ?? '').includes('text/html');
}

const buildHint = (app: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fairdraw</title></head>
<body><h1>Fairdraw server is running</h1>
<p>The ${app} has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>) at the repository root, then reload.</p>
</body></html>`;

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  // With preCompressed, the path is that of the .br/.gz file actually sent: judge the file it stands for.
  const path = filePath.replace(/\.(br|gz)$/, '');
  // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
  else res.setHeader('cache-control', 'public, max-age=3600');
  // The body depends on Accept-Encoding (preCompressed below); @fastify/static does not say so itself.
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built web app from `webDistDir` at / and the back office from `adminDistDir` at
 * /backoffice/, and answers everything no route matched: pages get their app's index.html (or a
 * "run npm run build" page while the folder is missing), API paths get an HTTP 404 envelope.
 * Registered routes always win over all of these.
 */
export async function registerWebAndNotFound(
  app: FastifyInstance,
  webDistDir: string,
  adminDistDir: string,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const adminIndexFile = join(adminDistDir, 'index.html');
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // The web build writes .br and .gz beside each text file (vite-plugin-compression2): sent as is,
    // with Content-Encoding and Vary: Accept-Encoding, to clients that accept them.
    preCompressed: true,
    // Vite's build manifest (.vite/manifest.json) and any other dot path are not the app's to serve.
    dotfiles: 'ignore',
  });
  // The second root needs its own prefix, and leaves reply.sendFile to the first registration.
  await app.register(fastifyStatic, {
    root: adminDistDir,
    prefix: backofficePrefix,
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    dotfiles: 'ignore',
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/backoffice') return reply.redirect(backofficePrefix);
    if (isBackofficePath(path) && wantsBackofficePage(request, path)) {
      if (!existsSync(adminIndexFile))
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(buildHint('back-office app'));
      return reply.header('cache-control', 'no-cache').sendFile('index.html', adminDistDir);
    }
    if (wantsPage(request)) {
      if (!existsSync(indexFile))
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(buildHint('web app'));
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 404, msg: translate(request.lang, 'common.pathNotFound'), data: null });
  });
}
