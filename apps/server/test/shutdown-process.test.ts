import { Agent, request } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { type ServerProcess, postJson, startServerProcess } from './server-process';
import { checkedFetch } from './answer-check';
import { connectSse } from './sse-client';
import { describeInEmbeddedRun } from './run-scope';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const graceMs = 8_000;

/** Resolves with the exit code and how long after `signal` the process took to exit. */
function terminate(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const sent = Date.now();
  return new Promise<{ code: number | null; ms: number }>((resolve) => {
    server.child.once('exit', (code) => resolve({ code, ms: Date.now() - sent }));
    server.child.kill(signal);
  });
}

/**
 * A POST whose body is still arriving: the request is in flight until `finish` sends the rest.
 * Resolves `answer` with the HTTP status and envelope code. Its connection is kept alive (as nginx's
 * upstream keepalive does) for as long as the server leaves it open.
 */
function slowPost(url: string, body: string) {
  const agent = new Agent({ keepAlive: true });
  const half = Math.floor(body.length / 2);
  let answered!: (r: { status: number; code: number; connection?: string }) => void;
  let failed!: (e: Error) => void;
  const answer = new Promise<{ status: number; code: number; connection?: string }>((ok, fail) => {
    answered = ok;
    failed = fail;
  });
  const req = request(
    url,
    { agent, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        answered({
          status: res.statusCode ?? 0,
          code: (JSON.parse(text) as { code: number }).code,
          connection: res.headers.connection,
        }),
      );
    },
  );
  req.on('error', failed);
  // Resolved once the headers and the first half are handed to the kernel: a starved test process
  // may not have written them yet when the server's queues are read.
  const written = new Promise<void>((ok) => req.write(body.slice(0, half), () => ok()));
  return { answer, written, finish: () => req.end(body.slice(half)) };
}

/**
 * Until the server process has read everything sent to it on `port`: no byte waits in a client's send
 * queue or in the server's receive queue (`ss`). Node parses what it reads at once, so a request whose
 * headers were sent is then known to the server: a fixed sleep was not enough on a saturated machine,
 * where the signal overtook the headers and the request was refused as new (503).
 */
async function untilServerRead(port: string, connections: number) {
  const queues = (filter: string) =>
    execFileSync('ss', ['-Htn', 'state', 'established', filter], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/).slice(0, 2).map(Number));
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(20)) {
    const server = queues(`sport = :${port}`);
    const clients = queues(`dport = :${port}`);
    const quiet = server.every(([recv]) => recv === 0) && clients.every(([, send]) => send === 0);
    if (server.length >= connections && quiet) return;
  }
  throw new Error(`the server on :${port} did not read what was sent to it in 20 s`);
}

/** A GET on a new connection (never a kept-alive one): 'refused' once the listener is closed. */
function freshConnection(url: string): Promise<'refused' | 'answered'> {
  return new Promise((resolve) => {
    const req = request(`${url}/index/index`, { agent: false }, (res) => {
      res.resume();
      resolve('answered');
    });
    req.on('error', () => resolve('refused'));
    req.end();
  });
}

describeInEmbeddedRun('SIGTERM shuts the server down gracefully (embedded database)', () => {
  it('answers the request in flight, ends SSE streams with a retry hint, refuses new connections and exits 0 within the grace', async () => {
    const server = await startServerProcess({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fairdraw-term-')),
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    // Thousands of streams opening at once must wait in the accept queue, not be dropped (server.ts):
    // for a listening socket, ss's Send-Q is the queue's length (capped by net.core.somaxconn).
    const port = new URL(server.url).port;
    const listening = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' });
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(Number(listening.trim().split(/\s+/)[2]), listening).toBe(Math.min(4096, somaxconn));
    const sse = await connectSse(`${server.url}/game/events`);
    const inFlight = slowPost(`${server.url}/game/current`, JSON.stringify({ game: 'k3' }));
    await inFlight.written;
    await untilServerRead(port, 2); // the stream's and the request's headers, and half its body
    const exited = terminate(server);
    // New connections are refused soon after the signal (PGlite may hold the event loop a moment).
    let refused = false;
    for (const deadline = Date.now() + 5_000; !refused && Date.now() < deadline; await sleep(50)) {
      refused = (await freshConnection(server.url)) === 'refused';
    }
    expect(refused, 'the listener is closed').toBe(true);
    inFlight.finish();
    expect(await inFlight.answer, 'answered, and told not to reuse the connection').toEqual({
      status: 200,
      code: 0,
      connection: 'close',
    });
    const answeredAt = Date.now();
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(graceMs);
    expect(Date.now() - answeredAt, 'a kept-alive connection does not hold the exit').toBeLessThan(3_000);
    const frames = sse.text().trimEnd().split('\n\n');
    expect(frames.at(-1), 'the stream ends with a retry hint').toMatch(/^retry: \d+$/);
    expect(Number(frames.at(-1)?.slice('retry: '.length))).toBeLessThanOrEqual(1_000);
    expect(server.output()).not.toMatch(/killed by timeout/);
  }, 120_000);
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)(
  'SIGTERM during a settlement on PostgreSQL: the claims go to the other instance',
  () => {
    it('the settling instance exits 0 within the grace; the other finishes the issue, every bet once, ledger green', async () => {
      const name = `fairdraw_term_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      const env = {
        FAIRDRAW_TIME_SCALE: '2', // k3: 30 s issues
        DRAW_ISSUES_AHEAD: '12',
        SETTLEMENT_PAGE_SIZE: '100',
        SHUTDOWN_GRACE_MS: String(graceMs),
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'fairdraw-term-pg-')),
        DRAW_SEED_KEY: 'cd'.repeat(32),
        JWT_SECRET: 'j'.repeat(40),
        FUND_PASSWORD_PEPPER: 'p'.repeat(20),
      };
      const db = new pg.Client({ connectionString: url.toString() });
      let first: ServerProcess | undefined;
      let second: ServerProcess | undefined;
      try {
        first = await startServerProcess(env);
        await db.connect();
        const trial = await postJson<{ token: string }>(`${first.url}/user/trial`, {});
        const token = trial.data.token;
        let issue = '';
        for (;;) {
          const cur = await postJson<{ issue: string; status: string; closeAt: string; serverTime: string }>(
            `${first.url}/game/current`,
            { game: 'k3' },
          );
          if (
            cur.data.status === 'open' &&
            Date.parse(cur.data.closeAt) - Date.parse(cur.data.serverTime) > 15_000
          ) {
            issue = cur.data.issue;
            break;
          }
          await sleep(250);
        }
        const sums = Array.from({ length: 16 }, (_, i) => String(i + 3));
        for (let n = 0; n < 60; n += 1) {
          const res = await checkedFetch(`${first.url}/user/makeOrder`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', TOKEN: token },
            body: JSON.stringify({
              game: 'k3',
              issue,
              requestId: `term-${n}`,
              bets: Array.from({ length: 100 }, (_, i) => ({
                play: 'HZ',
                selection: [[sums[(n + i) % 16]]],
                unitPrice: 1,
                multiple: 1,
              })),
            }),
          });
          expect(((await res.json()) as { code: number }).code).toBe(0);
        }
        // Only the first instance runs until the issue is drawn and its settlement under way.
        const pending = async () =>
          Number((await db.query(`select count(*)::int n from bets where status = 'pending'`)).rows[0].n);
        for (const deadline = Date.now() + 60_000; Date.now() < deadline && (await pending()) >= 6_000;)
          await sleep(20);
        const exited = terminate(first);
        const { code, ms } = await exited;
        const leftBehind = await pending();
        expect(code).toBe(0);
        expect(ms).toBeLessThan(graceMs);
        expect(leftBehind, 'SIGTERM landed mid-settlement').toBeGreaterThan(0);
        // No page half-done: every bet is either pending or settled with its ledger transfers.
        const unbalanced = await db.query(
          `select transfer_id from ledger_entries group by transfer_id having count(*) <> 2 or sum(amount_fen) <> 0`,
        );
        expect(unbalanced.rows).toEqual([]);
        const started = Date.now();
        second = await startServerProcess(env);
        for (const deadline = Date.now() + 60_000; Date.now() < deadline && (await pending()) > 0;)
          await sleep(100);
        const pickedUpMs = Date.now() - started;
        expect(await pending()).toBe(0);
        expect(pickedUpMs, 'the other instance settles the rest at its start-up sweep').toBeLessThan(30_000);
        const problems = await db.query(`
        select (select count(*)::int from ledger_accounts a
                 where a.balance_fen <> (select coalesce(sum(e.amount_fen), 0) from ledger_entries e where e.account_id = a.id)) drift,
               (select coalesce(sum(amount_fen), 0)::int from ledger_entries) total,
               (select count(*)::int from bets b where b.status in ('won', 'lost', 'refunded')
                   and (select coalesce(sum(t.amount_fen), 0) from ledger_transfers t where t.idempotency_key = 'settle:' || b.id) <> b.payout_fen) wrong`);
        // The entries' sum as an int: the same answer whichever int8 parser the test process has set.
        expect(problems.rows[0]).toEqual({ drift: 0, total: 0, wrong: 0 });
      } finally {
        await first?.kill('SIGKILL');
        await second?.kill();
        await db.end().catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }, 240_000);
  },
);
