import { request } from 'node:http';

export interface ReceivedEvent {
  /** Absent for a late event the server sends without `id:` (live.routes.ts). */
  id: number | null;
  event: string;
  data: Record<string, unknown>;
}

export interface ResumableSse {
  events: ReceivedEvent[];
  /** How many times the stream ended and was resumed with Last-Event-ID. */
  readonly reconnects: number;
  /** Resolves once the first stream is open (events from then on are this client's to receive). */
  ready: Promise<void>;
  close(): void;
}

/**
 * What a browser's EventSource does: reads the stream, remembers the last `id:` and the server's
 * `retry:`, and when the stream ends reconnects with Last-Event-ID (here always through the proxy).
 */
export function openResumableSse(url: string, headers: Record<string, string> = {}): ResumableSse {
  const events: ReceivedEvent[] = [];
  let lastEventId = '';
  let retryMs = 3000;
  let reconnects = 0;
  let closed = false;
  let current: ReturnType<typeof request> | null = null;
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));

  const connect = () => {
    if (closed) return;
    const req = request(
      url,
      {
        headers: {
          Accept: 'text/event-stream',
          ...headers,
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', again);
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        opened();
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
            if (fields.retry && /^\d+$/.test(fields.retry)) retryMs = Number(fields.retry);
            if (fields.id) lastEventId = fields.id;
            if (fields.event && fields.data !== undefined) {
              events.push({
                id: fields.id ? Number(fields.id) : null,
                event: fields.event,
                data: JSON.parse(fields.data) as Record<string, unknown>,
              });
            }
          }
        });
        res.on('end', again);
        res.on('error', again);
      },
    );
    req.on('error', again);
    req.end();
    current = req;
  };
  let scheduled = false;
  function again() {
    if (closed || scheduled) return;
    scheduled = true;
    reconnects += 1;
    setTimeout(() => {
      scheduled = false;
      connect();
    }, retryMs);
  }
  connect();
  return {
    events,
    ready,
    get reconnects() {
      return reconnects;
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
