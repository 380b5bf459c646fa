import type { StoredLiveEvent } from './live.repo';

/**
 * Hands a process's listeners every live event in id order, each once (ADR 137). The bus may bring
 * events late (instances and transactions publish in their own order) or not at all (a publish that
 * failed, an instance stopped between its commit and its publish). Ids follow commit order, so when an
 * event arrives past a gap, every event of the gap is already committed: one read fills it before the
 * event goes on. A streaming client's highest id then says that it has everything below it, and its
 * resume from that id (`Last-Event-ID`) misses nothing.
 *
 * Two conditions keep that promise, and both are this module's to state:
 * - a stream replays the stored rows only once `started()` has resolved: what was stored before the
 *   starting point is the replay's, everything after it comes through here;
 * - a gap that cannot be read is never stepped over: `onLost` is told (streams end and resume from the
 *   stored rows) and delivery starts afresh.
 */
export function createInOrderDelivery(deps: {
  /** The highest stored id now: what came before the subscription is not this process's to hand on. */
  lastStoredId: () => Promise<number>;
  /** Every stored event after `afterId` and before `beforeId`, oldest first. */
  between: (afterId: number, beforeId: number) => Promise<StoredLiveEvent[]>;
  deliver: (event: StoredLiveEvent) => void;
  /** Events could not be read: what was handed on may stop short of a gap; streams must resume. */
  onLost: (err: unknown) => void;
}) {
  /** The highest id handed on; everything below it was handed on, or stored before we started. */
  let delivered: number | null = null;
  let queue: StoredLiveEvent[] = [];
  let draining = false;
  let generation = 0;
  /** The starting point could not be read: the first event to arrive is the start. */
  let startAtFirstEvent = false;
  let markStarted: (startId: number) => void = () => {};
  let started: Promise<number> = Promise.resolve(0);

  /** Events wait in the queue until the starting point is known. */
  function start(): void {
    const mine = (generation += 1);
    delivered = null;
    startAtFirstEvent = false;
    // Whoever waited on an earlier start that never came waits on this one.
    const earlier = markStarted;
    started = new Promise((resolve) => {
      markStarted = (startId) => {
        earlier(startId);
        resolve(startId);
      };
    });
    deps.lastStoredId().then(
      (id) => {
        if (mine !== generation) return;
        begin(id);
        if (!draining) void drain();
      },
      (err: unknown) => {
        if (mine !== generation) return;
        deps.onLost(err);
        // Without a starting point the first event is one: ids follow commits, so every smaller id is
        // already stored, and a stream that replays after it misses nothing.
        startAtFirstEvent = true;
        if (!draining) void drain();
      },
    );
  }

  function begin(startId: number): void {
    delivered = startId;
    markStarted(startId);
  }

  const handOn = (event: StoredLiveEvent) => {
    delivered = event.id;
    deps.deliver(event);
  };

  /** Forgets what is queued and reads a new starting point. */
  function restart(): void {
    queue = [];
    start();
  }

  async function drain(): Promise<void> {
    if (delivered === null && startAtFirstEvent && queue.length)
      begin(Math.min(...queue.map((e) => e.id)) - 1);
    if (delivered === null) return;
    const mine = generation;
    draining = true;
    try {
      while (queue.length && delivered !== null && mine === generation) {
        queue.sort((a, b) => a.id - b.id);
        const event = queue.shift() as StoredLiveEvent;
        if (event.id <= delivered) continue; // stored before we started, or handed on by a gap fill
        if (event.id > delivered + 1) {
          let missed: StoredLiveEvent[];
          try {
            missed = await deps.between(delivered, event.id);
          } catch (err) {
            // Handing the event on would step over the gap for good (a stream's Last-Event-ID passes it).
            if (mine === generation) {
              deps.onLost(err);
              restart();
            }
            return;
          }
          if (mine !== generation) return; // restarted meanwhile: the new start decides
          for (const m of missed) handOn(m);
        }
        handOn(event);
      }
    } finally {
      draining = false;
      // Events that came while a restart waited on this drain.
      if (mine !== generation && queue.length && delivered !== null) void drain();
    }
  }

  start();
  return {
    receive(event: StoredLiveEvent): void {
      queue.push(event);
      if (!draining) void drain();
    },
    /**
     * Resolves with the starting point once it is known (a stream's replay of the stored rows waits
     * for it): every event after it is handed on here.
     */
    started: (): Promise<number> => started,
    /** The highest id handed on (null before the start): every later event is still to come here. */
    position: (): number | null => delivered,
    /** After an outage of the bus every stream ends (they resume from the stored rows): start afresh. */
    reset: restart,
  };
}
