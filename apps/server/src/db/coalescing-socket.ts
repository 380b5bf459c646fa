import { Socket } from 'node:net';

/**
 * node-postgres corks its socket around the five messages of a parameterized query (parse, bind,
 * describe, execute, sync), so each query leaves as one `writev` of five buffers. On the machines
 * measured here a writev cost about three plain writes (docs/performance.md, makeOrder profile), and
 * it was a quarter of makeOrder's CPU. This socket joins the corked buffers and writes them once.
 * There is no option for this in pg (8.23); the override is the stream hook pg documents (`stream`).
 */
export class CoalescingSocket extends Socket {
  override _writev(
    chunks: { chunk: Buffer | string; encoding: BufferEncoding }[],
    callback: (error?: Error | null) => void,
  ): void {
    const buffers = chunks.map(({ chunk, encoding }) =>
      typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk,
    );
    // 'buffer' is what Writable passes for Buffer chunks (not a BufferEncoding in the typings).
    this._write(Buffer.concat(buffers), 'buffer' as BufferEncoding, callback);
  }
}
