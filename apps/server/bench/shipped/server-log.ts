// The shipped server's own account of its answers: its request log (plugins/request-log.ts) gives each
// answer's time from the request's arrival to the answer (`durationMs`). Beside the load's latency
// (from the moment a request was due) it tells the server's part from the load's and the kernel's:
// the load's own lag, connection queues, and the wait before the event loop reads a request.
import { readFileSync } from 'node:fs';

import { type Stats, stats } from './http-load';

interface RequestLine {
  time?: number;
  msg?: string;
  route?: string;
  durationMs?: number;
}

export interface ServerSide extends Stats {
  route: string;
}

/** Answers logged between two wall-clock instants (ms since the epoch), per route. */
export function serverSideLatency(logFile: string, fromMs: number, toMs: number): ServerSide[] {
  const byRoute = new Map<string, number[]>();
  for (const text of readFileSync(logFile, 'utf8').split('\n')) {
    if (!text.includes('"msg":"request"')) continue;
    let line: RequestLine;
    try {
      line = JSON.parse(text) as RequestLine;
    } catch {
      continue;
    }
    if (line.time === undefined || line.time < fromMs || line.time > toMs) continue;
    if (!line.route || line.durationMs === undefined) continue;
    let list = byRoute.get(line.route);
    if (!list) byRoute.set(line.route, (list = []));
    list.push(line.durationMs);
  }
  return [...byRoute].map(([route, list]) => ({ route, ...stats(list) }));
}
