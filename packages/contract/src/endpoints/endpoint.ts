import type { z } from 'zod';

/** One call of the wire table: its method, legacy path, body and answer. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  body: z.ZodType | null;
  /** The answer's `data` (code 0); `z.null()` where it is null. There is no unspecified answer. */
  data: z.ZodType;
  /** Reachable without a TOKEN. */
  public: boolean;
  /** A Server-Sent Events stream: `data` is one frame ({ event, data }), not an envelope. */
  sse?: true;
  /** Answers `text/csv` (the file: `data` is its text) instead of the envelope. */
  csv?: true;
}
