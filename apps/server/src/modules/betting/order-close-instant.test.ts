import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ResponseCode } from '@fairdraw/contract';

import { fundedPlayer, placeSumBets } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Current {
  issue: string;
  status: string;
  openAt: string;
  closeAt: string;
  drawAt: string;
  serverTime: string;
}

// Scaled schedules close off the whole second (K3: 5 s before the draw, 167 ms at scale 30 and
// 417 ms at 12): the published closeAt is the instant betting really closes, to the millisecond.
describe.each([
  { scale: 30, closeLeadMs: 167 },
  { scale: 12, closeLeadMs: 417 },
])('K3 at FAIRDRAW_TIME_SCALE=$scale: the published closeAt is the close', ({ scale, closeLeadMs }) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: scale }, drawScheduler: false });
    token = (await fundedPlayer(t, 100_000)).token;
  });
  afterAll(() => t.close());

  const current = async () => (await t.post<Current>('/game/current', { game: 'k3' })).body.data;

  it('publishes closeAt and drawAt with milliseconds, closeAt exactly the close lead before drawAt', async () => {
    let cur = await current();
    // The first issue opens when the app starts (schedule.ts: never before `from`). A start within the
    // last close lead of a slot makes that issue close as it opens: the next one has the whole lead.
    if (Date.parse(cur.closeAt) === Date.parse(cur.openAt)) {
      await sleep(Date.parse(cur.drawAt) - Date.parse(cur.serverTime) + 20);
      cur = await current();
    }
    expect(cur.closeAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/);
    expect(cur.serverTime).toMatch(/\.\d{3}\+07:00$/);
    expect(Date.parse(cur.drawAt) - Date.parse(cur.closeAt)).toBe(closeLeadMs);
  });

  it('refuses an order sent just after the published closeAt (1005), and takes one just before it', async () => {
    // An issue with room for the first order (the open window is 1.8 s at scale 30).
    let cur = await current();
    while (cur.status !== 'open' || Date.parse(cur.closeAt) - Date.parse(cur.serverTime) < 400) {
      await sleep(50);
      cur = await current();
    }
    const closeAt = Date.parse(cur.closeAt);
    // The server runs in this process: its clock is Date.now().
    const before = await placeSumBets(t, token, cur.issue, ['10']);
    expect(before.body.code, JSON.stringify(before.body)).toBe(0);
    await sleep(closeAt - Date.now() + 20);
    const after = await placeSumBets(t, token, cur.issue, ['11']);
    expect(after.body.code, JSON.stringify(after.body)).toBe(ResponseCode.bettingClosed);
  });
});
