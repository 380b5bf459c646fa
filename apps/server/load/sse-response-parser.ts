/**
 * The load's SSE streams read their HTTP response off a raw socket (load/sse-watch.ts): node's http
 * client costs ≈ 19 µs of the load's CPU a frame, on the same two cores as the servers it measures,
 * and 10,000 streams take ≈ 10,000 frames a draw. This parser is the least an EventSource needs: the
 * status line, chunked transfer coding (or a plain body) and frames split on a blank line. Input is
 * latin1 text (one character a byte, so chunk sizes count characters); frames are ASCII.
 */
export interface SseResponseParser {
  /** Feeds the next bytes as they arrived. */
  push(text: string): void;
  /** The response's status once its head is read. */
  readonly status: number | null;
  /** The body's last chunk (size 0) was read: the server ended the stream. */
  readonly ended: boolean;
}

export function createSseResponseParser(onFrame: (frame: string) => void): SseResponseParser {
  let state: 'head' | 'size' | 'data' | 'crlf' | 'plain' | 'end' = 'head';
  let status: number | null = null;
  /** Received, not yet decoded. */
  let pending = '';
  /** Characters left of the current chunk. */
  let chunkLeft = 0;
  /** Decoded event-stream text not yet split into frames. */
  let body = '';

  const frames = () => {
    let end: number;
    while ((end = body.indexOf('\n\n')) >= 0) {
      onFrame(body.slice(0, end));
      body = body.slice(end + 2);
    }
  };

  function push(text: string): void {
    pending += text;
    for (;;) {
      if (state === 'head') {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = pending.slice(0, end);
        status = Number(head.slice(9, 12));
        state = /\r\ntransfer-encoding:\s*chunked/i.test(head) ? 'size' : 'plain';
        pending = pending.slice(end + 4);
      } else if (state === 'size') {
        const end = pending.indexOf('\r\n');
        if (end < 0) return;
        chunkLeft = parseInt(pending.slice(0, end), 16); // extensions after ';' are ignored by parseInt
        pending = pending.slice(end + 2);
        state = chunkLeft > 0 ? 'data' : 'end';
      } else if (state === 'data') {
        if (!pending.length) return;
        const take = Math.min(chunkLeft, pending.length);
        body += pending.slice(0, take);
        pending = pending.slice(take);
        chunkLeft -= take;
        frames();
        if (chunkLeft === 0) state = 'crlf';
      } else if (state === 'crlf') {
        if (pending.length < 2) return;
        pending = pending.slice(2);
        state = 'size';
      } else if (state === 'plain') {
        body += pending;
        pending = '';
        frames();
        return;
      } else {
        pending = '';
        return;
      }
    }
  }

  return {
    push,
    get status() {
      return status;
    },
    get ended() {
      return state === 'end';
    },
  };
}
