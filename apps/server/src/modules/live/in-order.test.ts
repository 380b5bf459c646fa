// ADR 137: in-order delivery never steps over a gap it cannot read, and tells streams when to replay.
// The stored rows are an in-memory list here (the module takes its reads as functions).
import { describe, expect, it } from 'vitest';

import { createInOrderDelivery } from './in-order';
import type { StoredLiveEvent } from './live.repo';

const event = (id: number): StoredLiveEvent => ({ id, kind: 'result', userId: null, payload: { id } });
const tick = () => new Promise((r) => setTimeout(r, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Stored rows 1..n; `lastStoredId` and `between` answer when the test says so. */
function harness() {
  const stored = new Map<number, StoredLiveEvent>();
  const starts: ReturnType<typeof deferred<number>>[] = [];
  let betweenFails = false;
  const got: number[] = [];
  const lost: unknown[] = [];
  const delivery = createInOrderDelivery({
    lastStoredId: () => {
      const start = deferred<number>();
      starts.push(start);
      return start.promise;
    },
    between: (afterId, beforeId) =>
      betweenFails
        ? Promise.reject(new Error('database unreachable'))
        : Promise.resolve([...stored.values()].filter((e) => e.id > afterId && e.id < beforeId)),
    deliver: (e) => got.push(e.id),
    onLost: (err) => lost.push(err),
  });
  return {
    delivery,
    got,
    lost,
    starts,
    store: (...ids: number[]) => ids.forEach((id) => stored.set(id, event(id))),
    failReads: (fail: boolean) => (betweenFails = fail),
  };
}

describe('in-order delivery', () => {
  it('started() resolves only once the starting point is read; events before it wait, those at or below it are the replay’s', async () => {
    const h = harness();
    let started = false;
    void h.delivery.started().then(() => (started = true));
    h.store(1, 2, 3, 4);
    h.delivery.receive(event(3));
    h.delivery.receive(event(4));
    await tick();
    expect(started, 'a stream may not replay yet').toBe(false);
    expect(h.got).toEqual([]);
    // Read after 3 committed: 3 is the replay's, 4 comes through here.
    h.starts[0]?.resolve(3);
    await tick();
    expect(started).toBe(true);
    expect(h.got).toEqual([4]);
  });

  it('an event past a gap it cannot read is not handed on: onLost is told and delivery starts afresh', async () => {
    const h = harness();
    h.starts[0]?.resolve(10);
    await h.delivery.started();
    h.store(11, 12, 13);
    h.failReads(true);
    h.delivery.receive(event(13)); // 11 and 12 never came through the bus
    await tick();
    await tick();
    expect(h.got, 'handing 13 on would pass 11 and 12 for good').toEqual([]);
    expect(h.lost).toHaveLength(1);
    // A new starting point is read; streams (ended by onLost) replay below it.
    let restarted = false;
    void h.delivery.started().then(() => (restarted = true));
    await tick();
    expect(restarted).toBe(false);
    h.failReads(false);
    h.starts[1]?.resolve(13);
    await tick();
    expect(restarted).toBe(true);
    h.store(14, 15);
    h.delivery.receive(event(15));
    await tick();
    await tick();
    expect(h.got).toEqual([14, 15]);
  });

  it('a reset while a gap is being read drops what that read brings: the new starting point decides', async () => {
    const h = harness();
    h.starts[0]?.resolve(0);
    await h.delivery.started();
    h.store(1, 2, 3);
    h.delivery.receive(event(3)); // reads the gap 1..2
    h.delivery.reset();
    const waiting = h.delivery.started();
    h.delivery.reset(); // again, before the first restart had its starting point
    await tick();
    expect(h.got).toEqual([]);
    h.starts[1]?.resolve(1); // the first restart's read comes late: the second's decides
    h.starts[2]?.resolve(3);
    expect(await waiting, 'a stream waiting on the earlier restart is not left waiting').toBe(3);
    await tick();
    h.store(4);
    h.delivery.receive(event(4));
    await tick();
    expect(h.got).toEqual([4]);
    expect(h.lost).toEqual([]);
  });

  it('without a starting point the first event to arrive is one, and started() resolves with it', async () => {
    const h = harness();
    h.starts[0]?.reject(new Error('database unreachable'));
    await tick();
    expect(h.lost).toHaveLength(1);
    let started = false;
    void h.delivery.started().then(() => (started = true));
    h.store(7, 8);
    h.delivery.receive(event(8));
    await tick();
    expect(started).toBe(true);
    // 8 committed, so 7 is stored too: a stream that replays now finds it; it is not handed on here.
    h.delivery.receive(event(7));
    await tick();
    expect(h.got).toEqual([8]);
  });
});
