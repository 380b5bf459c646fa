import { join } from 'node:path';

import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

import { inlineHashesOfFile } from '../lib/inline-hashes';
import { backofficePrefix } from './not-found';

export interface SecurityHeadersOptions {
  webDistDir: string;
  adminDistDir: string;
  /** Strict-Transport-Security max-age for answers over TLS (directly or via a trusted proxy); 0: none. */
  hstsMaxAgeS: number;
  /** Other origins the web app may call (VITE_API_HOSTS); 'self' always. */
  connectSources?: string[];
}

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * Browser security headers on every answer (docs/security.md finding 9; ADR 107): helmet's set with a strict
 * Content-Security-Policy (scripts only from this origin, inline blocks of index.html by hash, no
 * framing), Referrer-Policy no-referrer, nosniff, `Cache-Control: no-store` on API answers, and HSTS
 * only where the request came over TLS. The back office's antd writes its styles at run time, so
 * /backoffice/ alone allows inline styles (never inline scripts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const web = inlineHashesOfFile(join(options.webDistDir, 'index.html'));
  const admin = inlineHashesOfFile(join(options.adminDistDir, 'index.html'));
  const base: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.connectSources ?? [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  const webCsp: Directives = {
    ...base,
    'script-src': ["'self'", ...web.scripts],
    'style-src': ["'self'", ...web.styles],
  };
  const adminCsp = serialize({
    ...base,
    'script-src': ["'self'", ...admin.scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
  });

  // Built once: @fastify/helmet 13 builds helmet's middleware again for every request (ADR 146).
  const setHeaders = helmet({
    // No upgrade-insecure-requests: plain-HTTP demos on a LAN address would lose every asset.
    contentSecurityPolicy: { useDefaults: false, directives: webCsp },
    // Sent per request below, only when the request arrived over TLS.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws its errors itself; the callback's argument stays for compatibility.
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/backoffice' || path.startsWith(backofficePrefix))
      reply.raw.setHeader('content-security-policy', adminCsp);
    if (options.hstsMaxAgeS > 0 && request.protocol === 'https')
      reply.raw.setHeader('strict-transport-security', `max-age=${options.hstsMaxAgeS}; includeSubDomains`);
    done();
  });

  // API answers (JSON envelopes) carry balances and tokens: no cache keeps them.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
