/**
 * Counts the HTTP requests being answered, so background work on PGlite can step aside for them.
 * PGlite is one connection in this thread: a settlement page that starts between two queries of a
 * request makes the request wait a whole page per query. Yielding until no request is in flight
 * bounds a request's wait to the one page already running when it arrived (the stall goal of docs/performance.md).
 */
export interface RequestGate {
  enter(request: object): void;
  /** Idempotent: a request leaves once (answered, aborted, or turned into a long-lived stream). */
  leave(request: object): void;
  /** Resolves when no request is in flight, or after `maxMs` so background work never starves. */
  quiet(maxMs: number): Promise<void>;
  /** A request is in flight, or one was answered within the last `ms`: the server has users now. */
  servedWithin(ms: number): boolean;
  readonly inFlight: number;
}

export function createRequestGate(): RequestGate {
  const open = new WeakSet<object>();
  let inFlight = 0;
  let lastLeftAt = Number.NEGATIVE_INFINITY;
  let waiters: (() => void)[] = [];
  return {
    enter(request) {
      if (open.has(request)) return;
      open.add(request);
      inFlight += 1;
    },
    leave(request) {
      if (!open.delete(request)) return;
      inFlight -= 1;
      lastLeftAt = performance.now();
      if (inFlight === 0 && waiters.length) {
        const ready = waiters;
        waiters = [];
        for (const wake of ready) wake();
      }
    },
    quiet(maxMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve();
        }, maxMs);
        waiters.push(wake);
      });
    },
    servedWithin(ms) {
      return inFlight > 0 || performance.now() - lastLeftAt < ms;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
