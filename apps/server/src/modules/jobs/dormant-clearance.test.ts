import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { newsletters } from '../../db/schema';
import { zonedDay } from '../../lib/date-range';
import { startDailyJob } from './daily-scheduler';
import { createDormantClearance } from './dormant-clearance';

const dayMs = 24 * 3600 * 1000;
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
});
afterAll(() => t.close());

const job = () =>
  createDormantClearance({
    db: t.db,
    clock: t.clock,
    wallet: kit.wallet,
    newsletters: t.app.fairdraw.messages,
    logger: pino({ level: 'silent' }),
  });

describe('dormant-account clearance', () => {
  it('clears balances under 10.00 without recharge for 30 days, once per day, with a newsletter', async () => {
    const dormant = await kit.player();
    await kit.recharge(dormant, 900); // 9.00
    const rich = await kit.player();
    await kit.recharge(rich, 1_000); // exactly 10.00 stays
    const recent = await kit.player();
    t.clock.advance(29 * dayMs);
    // Recharged a day before the job runs (straight through the ledger: its token has expired by now).
    await kit.wallet.transfer({
      from: { system: 'cash' },
      to: { userId: recent.userId },
      amountFen: 500,
      type: 'recharge',
      idempotencyKey: `test-recharge:${recent.userId}`,
    });
    t.clock.advance(2 * dayMs);

    const day = zonedDay(t.clock.now(), 'Asia/Ho_Chi_Minh');
    const [first, second] = await Promise.all([job().runOnce(day), job().runOnce(day)]);
    // Two processes racing for the day: exactly one claims it.
    expect([first, second].filter((r) => r === null)).toHaveLength(1);
    expect(await kit.wallet.balanceOf(dormant.userId)).toBe(0);
    expect(await kit.wallet.balanceOf(rich.userId)).toBe(1_000);
    expect(await kit.wallet.balanceOf(recent.userId)).toBe(500);
    const mail = await t.db
      .select()
      .from(newsletters)
      .where(
        and(
          eq(newsletters.userId, dormant.userId),
          eq(newsletters.titleKey, 'newsletter.dormantCleared.title'),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.params).toMatchObject({ amount: '9.00' });
    expect(await job().runOnce(day)).toBeNull();
    // Even a forced rerun of the same day moves nothing twice (transfers are keyed by day and user).
    expect(await job().clear(day)).toBe(0);
    await t.assertLedgerInvariant();
  });

  it('also clears accounts without a login for 60 days', async () => {
    const idle = await kit.player();
    await kit.recharge(idle, 300);
    t.clock.advance(61 * dayMs);
    const day = zonedDay(t.clock.now(), 'Asia/Ho_Chi_Minh');
    expect(await job().runOnce(day)).toBeGreaterThanOrEqual(1);
    expect(await kit.wallet.balanceOf(idle.userId)).toBe(0);
  });

  it('the scheduler runs the job once a day from 04:00 in TZ', async () => {
    const runs: string[] = [];
    const clock = { now: () => new Date('2026-11-23T20:59:00Z') }; // 03:59 in Asia/Ho_Chi_Minh
    const stop = startDailyJob({
      hour: 4,
      timeZone: 'Asia/Ho_Chi_Minh',
      clock,
      logger: pino({ level: 'silent' }),
      job: (d) => {
        runs.push(d);
        return Promise.resolve();
      },
      checkEveryMs: 5,
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toEqual([]);
    clock.now = () => new Date('2026-11-23T21:00:30Z'); // 04:00 on the 24th
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(runs).toEqual(['2026-11-24']);
  });
});
