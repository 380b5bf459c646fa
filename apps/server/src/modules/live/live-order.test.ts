// ADR 137: live event ids follow commit order, and each process hands its streams every event in id
// order, each once, filling from the stored rows what the bus brought late or never.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { createLocalBus } from './live-bus';
import type { StoredLiveEvent } from './live.repo';
import { createLiveService } from './live.service';
import { resultEvent } from './live.test-support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live events in commit order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const service = () => {
    const bus = createLocalBus();
    return { bus, live: createLiveService({ db: t.db, bus, logger: pino({ level: 'silent' }) }) };
  };
  const recordOne = (live: ReturnType<typeof service>['live'], issue: string) =>
    t.db.transaction(async (tx) => (await live.record([resultEvent(issue)], tx))[0] as StoredLiveEvent);

  it('a subscriber gets every event after it subscribed in id order, once, whatever the bus brought late or lost', async () => {
    const { bus, live } = service();
    const before = await recordOne(live, 'before');
    const got: number[] = [];
    const subscription = live.subscribe(
      (e) => got.push(e.id),
      () => {},
    );
    await subscription.started();
    const [a, b, c, d] = [
      await recordOne(live, 'a'),
      await recordOne(live, 'b'),
      await recordOne(live, 'c'),
      await recordOne(live, 'd'),
    ] as StoredLiveEvent[];
    // Published late and out of order by other instances; `b` never (its instance stopped); `a` twice.
    await bus.publish([c as StoredLiveEvent]);
    await bus.publish([a as StoredLiveEvent, before]);
    await bus.publish([d as StoredLiveEvent, a as StoredLiveEvent]);
    for (const deadline = Date.now() + 5_000; got.length < 4 && Date.now() < deadline;) await sleep(20);
    await sleep(50);
    subscription.stop();
    expect(got).toEqual([a, b, c, d].map((e) => (e as StoredLiveEvent).id));
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL an event stored while another transaction holds an earlier id waits for its commit',
    async () => {
      const { live } = service();
      // When the first transaction stops working and goes to commit. Its commit's answer may reach
      // this process after the second's insert (two connections, one event loop: CI saw it 1 ms
      // late), so the commit's own arrival cannot be the mark; nothing of the first commits earlier.
      let firstCommittingAt = 0;
      let secondStoredAt = 0;
      const first = t.db.transaction(async (tx) => {
        const [stored] = await live.record([resultEvent('first')], tx);
        await sleep(400); // the transaction goes on after taking its id
        firstCommittingAt = Date.now();
        return stored as StoredLiveEvent;
      });
      await sleep(100);
      const second = await t.db.transaction(async (tx) => {
        const [stored] = await live.record([resultEvent('second')], tx);
        secondStoredAt = Date.now();
        return stored as StoredLiveEvent;
      });
      const earlier = await first;
      expect(second.id).toBeGreaterThan(earlier.id);
      // Without the lock the second commits first (its id above one not yet visible): a client that
      // resumed after it would never see the first. With it, the second's insert waits out the first.
      expect(firstCommittingAt).toBeGreaterThan(0);
      expect(secondStoredAt).toBeGreaterThanOrEqual(firstCommittingAt);
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from live_events where id in (${earlier.id}, ${second.id})`,
        ),
      );
      expect(row?.n).toBe(2);
    },
    30_000,
  );
});
