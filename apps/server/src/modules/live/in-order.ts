import type { StoredLiveEvent } from './live.repo';

/**
 * Hands a process's listeners every live event in id order, each once (ADR 137). The bus may bring
 * events late (instances and transactions publish in their own order) or not at all (a publish that
 * failed, an instance stopped between its commit and its publish). Ids follow commit order, so when an
 * event arrives past a gap, every event of the gap is already committed: one read fills it before the
 * event goes on. A streaming client's highest id then says that it has everything below it, and its
 * resume from that id (`Last-Event-ID`) misses nothing.
 */
export function createInOrderDelivery(deps: {
  /** The highest stored id now: what came before the subscription is not this process's to hand on. */
  lastStoredId: () => Promise<number>;
  /** Every stored event after `afterId` and before `beforeId`, oldest first. */
  between: (afterId: number, beforeId: number) => Promise<StoredLiveEvent[]>;
  deliver: (event: StoredLiveEvent) => void;
  onGapFillError: (err: unknown) => void;
}) {
  /** The highest id handed on; everything below it was handed on, or stored before we started. */
  let delivered: number | null = null;
  let queue: StoredLiveEvent[] = [];
  let draining = false;
  let generation = 0;
  /** The starting point could not be read: the first event to arrive is the start. */
  let startAtFirstEvent = false;

  /** Events wait in the queue until the starting point is known. */
  function start(): void {
    const mine = (generation += 1);
    delivered = null;
    startAtFirstEvent = false;
    deps.lastStoredId().then(
      (id) => {
        if (mine !== generation) return;
        delivered = id;
        if (!draining) void drain();
      },
      (err: unknown) => {
        if (mine !== generation) return;
        deps.onGapFillError(err);
        // Without a starting point the first event is one: its clients resume gaps from the stored rows.
        startAtFirstEvent = true;
        if (!draining) void drain();
      },
    );
  }

  const handOn = (event: StoredLiveEvent) => {
    delivered = event.id;
    deps.deliver(event);
  };

  async function drain(): Promise<void> {
    if (delivered === null && startAtFirstEvent && queue.length)
      delivered = Math.min(...queue.map((e) => e.id)) - 1;
    if (delivered === null) return;
    draining = true;
    try {
      while (queue.length && delivered !== null) {
        queue.sort((a, b) => a.id - b.id);
        const event = queue.shift() as StoredLiveEvent;
        if (event.id <= delivered) continue; // stored before we started, or handed on by a gap fill
        if (event.id > delivered + 1) {
          try {
            for (const missed of await deps.between(delivered, event.id)) handOn(missed);
          } catch (err) {
            // The event still goes on: its clients resume the gap from the stored rows when they reconnect.
            deps.onGapFillError(err);
          }
        }
        handOn(event);
      }
    } finally {
      draining = false;
    }
  }

  start();
  return {
    receive(event: StoredLiveEvent): void {
      queue.push(event);
      if (!draining) void drain();
    },
    /** After an outage of the bus every stream ends (they resume from the stored rows): start afresh. */
    reset(): void {
      queue = [];
      start();
    },
  };
}
