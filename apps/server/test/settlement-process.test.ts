import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { type ServerProcess, postJson, startServerProcess } from './server-process';
import { checkedFetch } from './answer-check';
import { bySize } from './test-size';
import { describeInEmbeddedRun } from './run-scope';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Nightly: 10,000 bets on 30 s k3 issues (100 orders of 100 bets fit in one even on a loaded
// machine), settled in pages of 250. CI: 2,000 bets on 15 s issues, pages of 100, so the kill still
// lands between pages (FAIRDRAW_TEST_SIZE, ADR 117). A CI issue is open 13.75 s: its 20 orders start
// with at least 10 s of it left (6 s was not enough once, in a whole .ci/run on a saturated machine).
const size = bySize({
  ci: { bets: 2_000, timeScale: '4', pageSize: '100', minBettingLeftMs: 10_000 },
  nightly: { bets: 10_000, timeScale: '2', pageSize: '250', minBettingLeftMs: 20_000 },
});
const env = {
  FAIRDRAW_TIME_SCALE: size.timeScale,
  DRAW_ISSUES_AHEAD: '12',
  SETTLEMENT_PAGE_SIZE: size.pageSize,
};

async function post(server: ServerProcess, path: string, body: unknown, token: string) {
  const res = await checkedFetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', TOKEN: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

/** What `ledger:check` verifies, on the embedded database left behind. */
async function ledgerProblems(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const q = async (text: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await database.db.execute(text));
    return {
      pending: Number((await q(sql`select count(*)::int as n from bets where status = 'pending'`))[0]?.n),
      unbalanced: await q(
        sql`select transfer_id from ledger_entries group by transfer_id having count(*) <> 2 or sum(amount_fen) <> 0`,
      ),
      total: Number(
        (await q(sql`select coalesce(sum(amount_fen), 0)::bigint as s from ledger_entries`))[0]?.s,
      ),
      drift: await q(sql`
        select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         group by a.id, a.balance_fen having a.balance_fen <> coalesce(sum(e.amount_fen), 0)`),
      wrongPayouts: await q(sql`
        select b.id from bets b
         where b.status <> 'pending' and b.status <> 'cancelled'
           and (select coalesce(sum(t.amount_fen), 0) from ledger_transfers t where t.idempotency_key = 'settle:' || b.id)
               <> b.payout_fen`),
      settledBets: Number(
        (await q(sql`select count(*)::int as n from bets where status in ('won', 'lost', 'refunded')`))[0]?.n,
      ),
    };
  } finally {
    await database.close();
  }
}

describeInEmbeddedRun('settlement survives a SIGKILL', () => {
  it(`an issue of ${size.bets.toLocaleString('en')} bets killed mid-settlement is finished on restart, each bet once, ledger green`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairdraw-settle-kill-'));
    let server = await startServerProcess({ ...env, DATA_DIR: dataDir });
    const trial = await postJson<{ token: string }>(`${server.url}/user/trial`, {});
    const token = trial.data.token;
    // An issue with enough betting time left for every order.
    let issue = '';
    for (;;) {
      const cur = await postJson<{ issue: string; status: string; closeAt: string; serverTime: string }>(
        `${server.url}/game/current`,
        { game: 'k3' },
      );
      if (
        cur.data.status === 'open' &&
        Date.parse(cur.data.closeAt) - Date.parse(cur.data.serverTime) > size.minBettingLeftMs
      ) {
        issue = cur.data.issue;
        break;
      }
      await sleep(250);
    }
    const sums = Array.from({ length: 16 }, (_, i) => String(i + 3));
    let order = 0;
    const placeOne = async () => {
      const n = (order += 1);
      const bets = Array.from({ length: 100 }, (_, i) => ({
        play: 'HZ',
        selection: [[sums[(n + i) % 16]]],
        unitPrice: 1,
        multiple: 1,
      }));
      const res = await post(
        server,
        '/user/makeOrder',
        { game: 'k3', issue, requestId: `kill-${n}`, bets },
        token,
      );
      expect(res.code, JSON.stringify(res).slice(0, 200)).toBe(0);
    };
    const workers = Array.from({ length: 4 }, async () => {
      while (order < size.bets / 100) await placeOne();
    });
    await Promise.all(workers);

    // Killed once some pages have committed (settled events go out per issue, at its end).
    const pendingBets = async () => {
      const res = await post(server, '/bet/list', { status: 'pending', range: 'all', pageSize: 1 }, token);
      return Number(res.data.total);
    };
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if ((await pendingBets()) < size.bets) break;
      await sleep(50);
    }
    await server.kill('SIGKILL');

    const midway = await ledgerProblems(dataDir);
    expect(midway.pending, 'the kill landed in the middle of the settlement').toBeGreaterThan(0);
    expect(midway.pending).toBeLessThan(size.bets);

    server = await startServerProcess({ ...env, DATA_DIR: dataDir });
    // The restart's sweep settles the rest.
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      if ((await pendingBets()) === 0) break;
      await sleep(250);
    }
    await server.kill();
    const after = await ledgerProblems(dataDir);
    expect(after).toMatchObject({ pending: 0, unbalanced: [], total: 0, drift: [], wrongPayouts: [] });
    expect(after.settledBets).toBeGreaterThanOrEqual(size.bets);
  }, 240_000);
});
