// The load's raw-socket SSE parser (load/sse-response-parser.ts) reads what node's http server sends,
// however the bytes are split between reads.
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { createSseResponseParser } from '../load/sse-response-parser';

const frames = [
  'retry: 3000',
  'id: 41',
  'id: 42\nevent: result\ndata: {"game":"k3","issue":"202611280001","drawAt":"2026-11-28T06:00:00.000Z"}',
  ': ping',
  'id: 43\nevent: closing\ndata: {"game":"ffc","issue":"202611280002"}',
];

/** The raw bytes of one response of a real node:http server, written frame by frame, then ended. */
async function rawResponse(opts: { chunked: boolean; status: number }): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(opts.status, {
      'Content-Type': 'text/event-stream',
      ...(opts.chunked ? {} : { Connection: 'close' }),
    });
    if (!opts.chunked) res.useChunkedEncodingByDefault = false;
    let i = 0;
    const next = () => {
      if (i < frames.length) {
        res.write(`${frames[i++]}\n\n`);
        setTimeout(next, 2);
      } else res.end();
    };
    next();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET /game/events HTTP/${opts.chunked ? '1.1' : '1.0'}\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n`,
        ),
      );
      socket.setEncoding('latin1');
      socket.on('data', (d: string) => {
        text += d;
        if (opts.chunked && text.endsWith('0\r\n\r\n')) socket.end();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
  } finally {
    server.close();
  }
}

function parseInPieces(raw: string, cuts: number[]) {
  const got: string[] = [];
  const parser = createSseResponseParser((f) => got.push(f));
  let from = 0;
  for (const cut of [...cuts, raw.length]) {
    parser.push(raw.slice(from, cut));
    from = cut;
  }
  return { got, status: parser.status, ended: parser.ended };
}

describe('the load’s SSE response parser', () => {
  it('reads a chunked stream split at every position, and its end', async () => {
    const raw = await rawResponse({ chunked: true, status: 200 });
    expect(raw).toMatch(/transfer-encoding: chunked/i);
    for (let cut = 0; cut <= raw.length; cut += 1) {
      expect(parseInPieces(raw, [cut]), `split at ${cut}`).toEqual({ got: frames, status: 200, ended: true });
    }
    const byteByByte = Array.from({ length: raw.length }, (_, i) => i);
    expect(parseInPieces(raw, byteByByte).got).toEqual(frames);
  });

  it('reads a plain body, and reports a refusal’s status', async () => {
    const plain = await rawResponse({ chunked: false, status: 200 });
    expect(plain).not.toMatch(/transfer-encoding/i);
    expect(parseInPieces(plain, [7, 100]).got).toEqual(frames);
    const refused = await rawResponse({ chunked: true, status: 503 });
    expect(parseInPieces(refused, []).status).toBe(503);
  });
});
