import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { registerRequestGate } from '../plugins/request-gate';
import { createRequestGate } from './request-gate';

describe('request gate', () => {
  it('is quiet at once with no request in flight', async () => {
    const gate = createRequestGate();
    const started = performance.now();
    await gate.quiet(1_000);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('waits until the last request in flight leaves, once per request', async () => {
    const gate = createRequestGate();
    const a = {};
    const b = {};
    gate.enter(a);
    gate.enter(a);
    gate.enter(b);
    expect(gate.inFlight).toBe(2);
    let quiet = false;
    const waiting = gate.quiet(5_000).then(() => (quiet = true));
    gate.leave(a);
    gate.leave(a);
    await new Promise((r) => setTimeout(r, 20));
    expect(quiet).toBe(false);
    gate.leave(b);
    await waiting;
    expect(gate.inFlight).toBe(0);
  });

  it('tells whether a request is in flight or left within a span', async () => {
    const gate = createRequestGate();
    expect(gate.servedWithin(1_000)).toBe(false);
    const request = {};
    gate.enter(request);
    expect(gate.servedWithin(0)).toBe(true);
    gate.leave(request);
    expect(gate.servedWithin(1_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(gate.servedWithin(20)).toBe(false);
    expect(gate.servedWithin(1_000)).toBe(true);
  });

  it('never waits longer than its bound (background work does not starve)', async () => {
    const gate = createRequestGate();
    gate.enter({});
    const started = performance.now();
    await gate.quiet(40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(gate.inFlight).toBe(1);
  });

  it('counts a Fastify request until its response is sent; a hijacked stream leaves on its own', async () => {
    const gate = createRequestGate();
    const app = Fastify();
    registerRequestGate(app, gate);
    let seenInFlight = -1;
    app.get('/slow', () => {
      seenInFlight = gate.inFlight;
      return { ok: true };
    });
    app.get('/stream', (request, reply) => {
      reply.hijack();
      gate.leave(request.raw);
      reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream' });
      reply.raw.end('data: x\n\n');
    });
    await app.inject({ method: 'GET', url: '/slow' });
    expect(seenInFlight).toBe(1);
    await app.inject({ method: 'GET', url: '/stream' });
    await new Promise((r) => setTimeout(r, 10));
    expect(gate.inFlight).toBe(0);
    await app.close();
  });
});
