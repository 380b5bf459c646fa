import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';

const num = (v: unknown) => Number(v ?? 0);
const key = (...parts: unknown[]) => parts.map(String).join('|');

interface Sums {
  betting: number;
  payout: number;
  rebate: number;
  count: number;
}
const add = (map: Map<string, Sums>, k: string, d: Partial<Sums>) => {
  const s = map.get(k) ?? { betting: 0, payout: 0, rebate: 0, count: 0 };
  for (const f of ['betting', 'payout', 'rebate', 'count'] as const) s[f] += d[f] ?? 0;
  map.set(k, s);
};

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Random K3 bets: sums, big/small style picks and three-different, with random stakes. */
const randomBet = () => {
  const kind = randomInt(3);
  if (kind === 0)
    return {
      play: 'HZ',
      selection: [[String(randomInt(3, 19))]],
      unitPrice: 100 * randomInt(1, 5),
      multiple: randomInt(1, 4),
    };
  if (kind === 1) {
    const all = Array.from({ length: 16 }, (_, i) => String(i + 3));
    return { play: 'HZ', selection: [all.slice(0, randomInt(4, 17))], unitPrice: 100, multiple: 1 };
  }
  return {
    play: 'SBTH',
    selection: [['1', '2', '3', '4', '5', '6'].slice(0, randomInt(3, 7))],
    unitPrice: 200,
    multiple: randomInt(1, 3),
  };
};

describe('daily report rows: written by settlement, equal to sums recomputed from bets and transfers', () => {
  let t: TestApp;
  let top: Awaited<ReturnType<typeof makeAgent>>;
  const members: { userId: number; token: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: 6 }, drawScheduler: false });
    top = await makeAgent(t, 20);
    // top (20‰) → sub-agent (12‰) → players (random ≤ 12‰), plus direct players of top.
    const sub = await openAccount(t, top.token, 'agent', 12);
    const subToken = (await firstLogin(t, sub)).token;
    members.push({ userId: sub.userId, token: subToken });
    for (let i = 0; i < 3; i += 1) {
      const p = await openAccount(t, subToken, 'player', randomInt(0, 13));
      members.push({ userId: p.userId, token: (await firstLogin(t, p)).token });
    }
    for (let i = 0; i < 2; i += 1) {
      const p = await openAccount(t, top.token, 'player', randomInt(0, 21));
      members.push({ userId: p.userId, token: (await firstLogin(t, p)).token });
    }
    for (const m of members) {
      await t.app.fairdraw.wallet.transfer({
        from: { system: 'cash' },
        to: { userId: m.userId },
        amountFen: 1_000_000,
        type: 'recharge',
        idempotencyKey: `test-fund:${m.userId}`,
      });
    }
    // A trial bettor: never in anyone's rows.
    const trial = await t.trial();
    const issue = await openIssue(t, 'k3', 2000);
    for (const m of [...members, { userId: 0, token: trial.token }]) {
      const bets = Array.from({ length: randomInt(1, 5) }, randomBet);
      const res = await t.post(
        '/user/makeOrder',
        { game: 'k3', issue, requestId: requestId(), bets },
        { token: m.token },
      );
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    }
    await until('every bet settled', async () => {
      await t.app.fairdraw.draws.drawDue();
      await t.app.fairdraw.settlement.idle();
      const [row] = rowsOf<{ n: unknown }>(
        await t.db.execute(sql`select count(*) as n from bets where status = 'pending'`),
      );
      return num(row?.n) === 0 ? true : undefined;
    });
  }, 90_000);
  afterAll(() => t.close());

  it('report_daily and team_report_daily equal the recomputation, and the API shows the same figures', async () => {
    const tz = 'Asia/Ho_Chi_Minh';
    const bets = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select id, user_id, is_trial, game_code, play_code, unit_price_fen, multiple, bet_count, refund_count,
               payout_fen, status, (settled_at at time zone ${tz})::date::text as day from bets`),
    );
    const rebates = rowsOf<{ idempotency_key: string; amount_fen: unknown }>(
      await t.db.execute(sql`select idempotency_key, amount_fen from ledger_transfers where type = 'rebate'`),
    );
    const parents = new Map(
      rowsOf<{ id: unknown; parent_id: unknown }>(
        await t.db.execute(sql`select id, parent_id from users`),
      ).map((r) => [num(r.id), r.parent_id === null ? null : num(r.parent_id)]),
    );
    const ancestorsOf = (id: number) => {
      const out: number[] = [];
      for (let p = parents.get(id) ?? null; p !== null; p = parents.get(p) ?? null) out.push(p);
      return out;
    };

    const own = new Map<string, Sums>();
    for (const b of bets) {
      if (b.is_trial) continue;
      const stake = num(b.unit_price_fen) * num(b.multiple);
      add(own, key(b.user_id, b.day, b.game_code, b.play_code), {
        betting: stake * (num(b.bet_count) - num(b.refund_count)),
        payout: num(b.payout_fen) - stake * num(b.refund_count),
        count: 1,
      });
    }
    // Each bet's rebate share per receiver, from the README's rule (settlement sums them per page
    // into its rebate transfers, ADR 013); their total must equal the transfers'.
    const rebateOf = new Map(
      rowsOf<{ id: unknown; rebate_per_mille: unknown }>(
        await t.db.execute(sql`select id, rebate_per_mille from users`),
      ).map((r) => [num(r.id), num(r.rebate_per_mille)]),
    );
    let sharesTotal = 0;
    for (const b of bets) {
      if (b.is_trial || (b.status !== 'won' && b.status !== 'lost')) continue;
      const base = num(b.unit_price_fen) * num(b.multiple) * (num(b.bet_count) - num(b.refund_count));
      const chain = [num(b.user_id), ...ancestorsOf(num(b.user_id))];
      chain.forEach((userId, depth) => {
        const below = depth === 0 ? 0 : (rebateOf.get(chain[depth - 1] ?? 0) ?? 0);
        const amount = Math.floor((base * ((rebateOf.get(userId) ?? 0) - below)) / 1000);
        if (amount <= 0) return;
        sharesTotal += amount;
        add(own, key(userId, b.day, b.game_code, b.play_code), { rebate: amount });
      });
    }
    expect(sharesTotal).toBe(rebates.reduce((sum, r) => sum + num(r.amount_fen), 0));
    const team = new Map<string, Sums>();
    for (const [k, s] of own) {
      const [userId, ...rest] = k.split('|');
      for (const a of ancestorsOf(Number(userId))) add(team, key(a, ...rest), s);
    }

    const stored = (table: 'report_daily' | 'team_report_daily', idColumn: string) =>
      t.db
        .execute(
          sql`select ${sql.raw(idColumn)} as id, day::text as day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count from ${sql.raw(table)}`,
        )
        .then(
          (res) =>
            new Map(
              rowsOf<Record<string, unknown>>(res).map((r) => [
                key(r.id, r.day, r.game_code, r.play_code),
                {
                  betting: num(r.betting_fen),
                  payout: num(r.payout_fen),
                  rebate: num(r.rebate_fen),
                  count: num(r.bet_count),
                },
              ]),
            ),
        );
    expect(own.size).toBeGreaterThan(0);
    expect(await stored('report_daily', 'user_id')).toEqual(own);
    expect(await stored('team_report_daily', 'ancestor_id')).toEqual(team);

    // The API's team figures are the team rows of the caller.
    const mine = [...team.entries()].filter(([k]) => k.startsWith(`${top.userId}|`)).map(([, s]) => s);
    const sum = (f: keyof Sums) => mine.reduce((a, s) => a + s[f], 0);
    const overview = await t.post('/agent/overview', { range: 'all' }, { token: top.token });
    expect(overview.body.data).toMatchObject({
      teamSize: members.length,
      activeMembers: members.length,
      betting: sum('betting'),
      payout: sum('payout'),
      rebate: sum('rebate'),
      profit: sum('payout') + sum('rebate') - sum('betting'),
      bets: sum('count'),
    });
    const report = await t.post('/agent/report', { range: 'all' }, { token: top.token });
    expect(report.body.data.team).toMatchObject({ betting: sum('betting'), count: sum('count') });
    const branchTotal = report.body.data.list.reduce((a: number, r: { betting: number }) => a + r.betting, 0);
    expect(branchTotal).toBe(sum('betting'));
    const stats = await t.post('/agent/gameStats', { range: 'all', game: 'k3' }, { token: top.token });
    expect(stats.body.data.total).toMatchObject({ betting: sum('betting'), payout: sum('payout') });
    await t.assertLedgerInvariant();
  });
});
