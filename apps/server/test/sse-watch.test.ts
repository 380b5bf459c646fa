import { fork } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import type { SseReport } from '../load/sse-report';

const watcher = fileURLToPath(new URL('../load/sse-watch.ts', import.meta.url));

describe("npm run load's SSE streams", () => {
  it('a stream the server ends on a kept-alive connection is opened again with its Last-Event-ID', async () => {
    const requests: IncomingMessage[] = [];
    // The first answer ends after one event (as /game/events does when Redis is back); keep-alive
    // leaves the connection open, so only the end of the body says the stream is over.
    const server = createServer((req, res) => {
      requests.push(req);
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const drawAt = new Date().toISOString();
      const result = `event: result\ndata: ${JSON.stringify({ game: 'k3', issue: String(requests.length), drawAt })}\n\n`;
      if (requests.length === 1) res.end(`id: 5\n${result}`);
      else res.write(`id: 9\n${result}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const child = fork(watcher, [`http://127.0.0.1:${port}/game/events`, '1', 'k3', '0', '20'], {
      execArgv: ['--import', 'tsx'],
    });
    try {
      const deadline = Date.now() + 10_000;
      while (requests.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(requests).toHaveLength(2);
      expect(requests[0]?.headers['last-event-id']).toBeUndefined();
      expect(requests[1]?.headers['last-event-id']).toBe('5');
      await new Promise((r) => setTimeout(r, 200)); // the second answer's event
      const report = await new Promise<SseReport>((resolve) => {
        child.on('message', (m: SseReport | { opened: true }) => {
          if ('streams' in m) resolve(m);
        });
        child.send({ stop: true });
      });
      expect(report).toMatchObject({ streams: 1, open: 1, failed: 0, reconnects: 1 });
      expect(report.perResult.map(([key]) => key).sort()).toEqual(['k3:1', 'k3:2']);
    } finally {
      child.kill();
      server.closeAllConnections();
      server.close();
    }
  }, 20_000);
});
