import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { verify as verifyMjs } from '../../../packages/rules/verifier/verify.mjs';
import { type ServerProcess, postJson, startServerProcess } from './server-process';
import { connectSse } from './sse-client';
import { describeInEmbeddedRun } from './run-scope';

type AnyData = Record<string, unknown> & {
  issue: string;
  result: number[];
  seed: string;
  commitment: string;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const scaled = { FAIRDRAW_TIME_SCALE: '60', DRAW_ISSUES_AHEAD: '40' }; // k3: one issue a second

describeInEmbeddedRun('draws survive a SIGKILL (embedded database)', () => {
  it('missed issues are drawn on restart, in order, once each, from the committed seeds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairdraw-kill-'));
    let server: ServerProcess = await startServerProcess({ ...scaled, DATA_DIR: dataDir });
    const before = await postJson<AnyData>(`${server.url}/game/current`, { game: 'k3' });
    expect(before.code).toBe(0);
    await server.kill('SIGKILL');
    await sleep(3500); // three k3 draw times pass while nothing runs
    server = await startServerProcess({ ...scaled, DATA_DIR: dataDir });
    try {
      await sleep(300);
      const history = await postJson<{ list: (AnyData & { drawnAt: string })[] }>(
        `${server.url}/game/history`,
        {
          game: 'k3',
          page: 1,
          pageSize: 100,
        },
      );
      const rows = [...history.data.list].reverse(); // oldest first
      const from = rows.findIndex((r) => r.issue === before.data.issue);
      expect(from, 'the issue current at the kill was drawn after the restart').toBeGreaterThanOrEqual(0);
      const missed = rows.slice(from);
      expect(missed.length).toBeGreaterThanOrEqual(4);
      expect(new Set(missed.map((r) => r.issue)).size, 'once each').toBe(missed.length);
      expect(missed.map((r) => r.issue)).toEqual([...missed.map((r) => r.issue)].sort());
      expect(missed[0]?.commitment, 'the commitment published before the kill').toBe(before.data.commitment);
      for (const r of missed) {
        const check = verifyMjs('k3', r.issue, r.seed, r.commitment);
        expect(check.matches).toBe(true);
        expect(r.result).toEqual(check.result);
      }
      // Drawn in order: drawing times follow issue order.
      for (let i = 1; i < missed.length; i += 1) {
        expect(Date.parse(missed[i]?.drawnAt ?? '')).toBeGreaterThanOrEqual(
          Date.parse(missed[i - 1]?.drawnAt ?? ''),
        );
      }
    } finally {
      await server.kill();
    }
  }, 180_000);
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('two server processes on one PostgreSQL (and Redis)', () => {
  it('draw every issue exactly once, and an SSE client of each process receives every result', async () => {
    const name = `fairdraw_two_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    const env = {
      ...scaled,
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fairdraw-two-')),
      DRAW_SEED_KEY: 'ab'.repeat(32),
      JWT_SECRET: 'j'.repeat(40),
      FUND_PASSWORD_PEPPER: 'p'.repeat(20),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    const first = await startServerProcess(env);
    const second = await startServerProcess(env);
    try {
      const clients = await Promise.all([first, second].map((s) => connectSse(`${s.url}/game/events`)));
      const start = Date.now();
      await sleep(4000);
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const twice = await db.query(
        `select payload->>'game' g, payload->>'issue' i from live_events where kind = 'result' group by 1, 2 having count(*) > 1`,
      );
      expect(twice.rows, 'one result per issue').toEqual([]);
      const drawn = await db.query<{ game_code: string; issue: string }>(
        `select game_code, issue from draw_issues where drawn_at > $1 and drawn_at < now() - interval '300 milliseconds'`,
        [new Date(start + 500)],
      );
      await db.end();
      expect(drawn.rows.length).toBeGreaterThanOrEqual(3);
      const resultsOf = (client: (typeof clients)[number]) =>
        new Set(
          client.events
            .filter((e) => e.event === 'result')
            .map((e) => `${(e.data as AnyData).game as string}:${(e.data as AnyData).issue}`),
        );
      const expected = drawn.rows.map((r) => `${r.game_code}:${r.issue}`);
      // Delivery follows the commit through Redis: on a loaded machine it can take longer than the
      // 300 ms margin above, so wait (bounded) for it rather than assume it.
      const deadline = Date.now() + 5000;
      while (
        process.env.REDIS_URL &&
        Date.now() < deadline &&
        clients.some((c) => expected.some((key) => !resultsOf(c).has(key)))
      )
        await sleep(100);
      for (const client of clients) {
        const got = resultsOf(client);
        if (process.env.REDIS_URL) {
          for (const key of expected) expect(got.has(key), key).toBe(true);
        }
        client.close();
      }
    } finally {
      await first.kill();
      await second.kill();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
