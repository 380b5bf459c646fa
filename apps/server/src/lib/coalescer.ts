import DataLoader from 'dataloader';

export interface CoalescerOptions {
  /** Batches running at once; while they all run, new calls wait together for the next one. */
  inFlight: number;
  /** The most calls one batch takes (a longer queue is split). */
  maxBatch: number;
}

/**
 * The request path's batches (session, order context, order insert): three kinds × 3 in flight keep
 * 9 of the pool's 10 connections busy at most, one left for everything else; 64 per batch is the
 * bench's whole client count.
 */
export const requestBatching: CoalescerOptions = { inFlight: 3, maxBatch: 64 };

/**
 * Concurrent calls gathered into batches (DataLoader without its cache). A batch is sent once the
 * event loop has read what arrived with it (setImmediate), or, when `inFlight` batches are already
 * running, as soon as one of them ends; calls arriving meanwhile join it. One call at a time is a
 * batch of one, sent at once: batching only happens under load, where it saves round trips.
 * `runBatch` answers each call in order, an Error for a call that failed alone. A batch that throws
 * is run again call by call, so one bad call (say, an overdraft refused by a CHECK that aborts the
 * whole statement) fails alone and the others go through.
 */
export function createCoalescer<In, Out>(
  runBatch: (items: readonly In[]) => Promise<readonly (Out | Error)[]>,
  options: CoalescerOptions,
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const runAlone = (item: In): Promise<Out | Error> =>
    runBatch([item]).then(
      (answers) => (answers.length > 0 ? (answers[0] as Out | Error) : new Error('batch returned no answer')),
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  const loader = new DataLoader<In, Out>(
    async (items) => {
      running += 1;
      try {
        return await runBatch(items).catch((error: unknown) => {
          if (items.length === 1) throw error;
          return Promise.all(items.map((item) => runAlone(item)));
        });
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: options.maxBatch,
      batchScheduleFn: (dispatch) =>
        setImmediate(() => (running < options.inFlight ? dispatch() : waiting.push(dispatch))),
    },
  );
  return (item: In) => loader.load(item);
}
