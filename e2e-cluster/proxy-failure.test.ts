// What nginx answers itself when no instance answers (ADR 142): the API's envelope in the request's
// language, its HTTP status kept, and a write an instance left unanswered is never sent again.
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

import { describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';
import { messageLanguages } from '@fairdraw/rules';

import { startProxyOnly } from '../scripts/cluster.mjs';
import { randomTestPort } from './harness';

async function ask(url: string, path: string, language?: string) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(language === undefined ? {} : { LANGUAGE: language }),
    },
    body: JSON.stringify({}),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

const busy = (lang: keyof typeof serverMessages) => ({
  code: 500,
  msg: serverMessages[lang]['common.internal'],
  data: null,
});

describe("nginx's own answers (deploy/nginx/fairdraw.conf)", () => {
  it('with no instance up: HTTP 502 and the envelope in each LANGUAGE (missing or unknown → vi), no version shown', async () => {
    // Nothing listens on the instance's port: every attempt is refused.
    const proxy = await startProxyOnly(randomTestPort(), [randomTestPort()]);
    try {
      for (const lang of messageLanguages) {
        const answer = await ask(proxy.url, '/game/current', lang);
        expect(answer.status).toBe(502);
        expect(answer.headers.get('content-type')).toBe('application/json');
        expect(answer.body).toEqual(busy(lang));
      }
      expect((await ask(proxy.url, '/user/makeOrder', ' EN ')).body).toEqual(busy('en'));
      expect((await ask(proxy.url, '/user/makeOrder')).body).toEqual(busy('vi'));
      const unknown = await ask(proxy.url, '/admin/login', 'fr');
      expect(unknown.body).toEqual(busy('vi'));
      expect(unknown.headers.get('server')).toBe('nginx');
      expect(unknown.headers.get('cache-control')).toBe('no-store');
      expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await proxy.stop();
    }
  });

  it('a write an instance left unanswered: HTTP 504 with the envelope after the read timeout, sent once', async () => {
    // An instance that accepts and never answers (a frozen process keeps its listening socket).
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    silent.listen(randomTestPort(), '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const proxy = await startProxyOnly(randomTestPort(), [address.port]);
    try {
      const started = performance.now();
      const answer = await ask(proxy.url, '/user/makeOrder', 'tw');
      expect(answer.status).toBe(504);
      expect(answer.body).toEqual(busy('tw'));
      expect(performance.now() - started).toBeGreaterThan(4_500);
      // Never repeated: the frozen instance may still apply it when it wakes.
      expect(held).toHaveLength(1);
    } finally {
      await proxy.stop();
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});
