import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { games as ruleGames } from '@fairdraw/rules';
// The standalone verifier, exactly as a player would run it.
import { verify as verifyMjs } from '../../../../../packages/rules/verifier/verify.mjs';

import { drawIssues } from '../../db/schema/draws';
import { createSeedCipher } from '../../lib/seed-cipher';
import { type AnyData, type TestApp, buildTestApp, testConfig, buildCheckedApp } from '../../../test/helper';
import { connectSse } from '../../../test/sse-client';

const verifierPath = fileURLToPath(
  new URL('../../../../../packages/rules/verifier/verify.mjs', import.meta.url),
);
const timeScale = 60; // k3/ffc draw every second, Mark Six every 5 s
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('draws: scheduled issues, committed seeds, published results', () => {
  let t: TestApp;
  const logLines: string[] = [];
  const responses: string[] = [];
  let baseUrl = '';
  // More than the test apps' 20 (test/helper.ts): the production minimum is 120 a game. Issues are
  // drawn while the scheduler tops the horizon up, so the check allows that slack below 130.
  const issuesAhead = 130;
  const productionMinimum = 120;

  beforeAll(async () => {
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    );
    t = await buildTestApp({ config: { timeScale, issuesAhead }, logger });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    await t.close();
  });

  const record = <T>(r: T) => {
    responses.push(JSON.stringify(r));
    return r;
  };

  it('/game/list: every game with its play groups at the stored rates, in the request language', async () => {
    const en = record(await t.get('/game/list', { lang: 'en' }));
    const vi = record(await t.get('/game/list', { lang: 'vi' }));
    expect(en.body.code).toBe(0);
    const list = en.body.data.list as AnyData[];
    expect(list.map((g) => g.code)).toEqual(ruleGames.map((g) => g.code));
    const k3 = list[0];
    expect(k3).toMatchObject({ code: 'k3', family: 'k3', intervalSec: 60, closeSec: 5, name: 'Quick 3' });
    const hz = k3.playGroups.find((g: AnyData) => g.code === 'HZ');
    expect(hz.items.find((i: AnyData) => i.code === '10').rate).toBeGreaterThan(100);
    expect(vi.body.data.list[0].name).not.toBe('Quick 3');
    for (const game of list) {
      for (const group of game.playGroups) expect(typeof group.id).toBe('number');
    }
  });

  it('/index/index lists the games from the table', async () => {
    const home = await t.get('/index/index', { lang: 'en' });
    expect(home.body.data.games.map((g: AnyData) => g.code)).toEqual(ruleGames.map((g) => g.code));
  });

  it('keeps issues ahead with a published commitment and never fewer than configured', async () => {
    const rows = await t.db.select().from(drawIssues);
    for (const g of ruleGames) {
      const ahead = rows.filter((r) => r.gameCode === g.code && !r.drawnAt);
      expect(ahead.length, g.code).toBeGreaterThanOrEqual(productionMinimum);
      for (const r of ahead.slice(0, 5)) {
        expect(r.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(r.seed).toBeNull();
        expect(r.seedCipher).not.toContain(r.commitment);
      }
    }
  });

  it('bad input: unknown game or issue 1002 (localized), malformed 1000, never a 500', async () => {
    const unknown = record(await t.post('/game/current', { game: 'nope' }, { lang: 'en' }));
    expect(unknown.body).toMatchObject({ code: 1002, msg: 'Unknown game' });
    const unknownVi = await t.post('/game/current', { game: 'nope' }, { lang: 'vi' });
    expect(unknownVi.body.msg).not.toBe('Unknown game');
    expect((await t.post('/game/current', { game: 42 })).body.code).toBe(1000);
    expect((await t.post('/game/current', {})).body.code).toBe(1000);
    expect((await t.post('/game/history', { game: 'k3', pageSize: 1000 })).body.code).toBe(1000);
    expect((await t.post('/game/verify', { game: 'k3', issue: 'abc' })).body.code).toBe(1000);
    const missing = await t.post('/game/verify', { game: 'k3', issue: '199901010001' }, { lang: 'en' });
    expect(missing.body).toMatchObject({ code: 1002, msg: 'This issue does not exist' });
    for (const body of [{ game: 'x'.repeat(10_000) }, { game: null }, []]) {
      expect((await t.post('/game/verify', body)).status).toBe(200);
    }
  });

  it('every game opens, closes and draws on schedule; results equal verify.mjs; commitments never change', async () => {
    const sse = await connectSse(`${baseUrl}/game/events`);
    const seen = new Map<string, { issue: string; commitment: string }>();
    for (const g of ruleGames) {
      const cur = record(await t.post('/game/current', { game: g.code }));
      expect(cur.body.code, g.code).toBe(0);
      expect(cur.body.data.issue).toMatch(/^\d{12,16}$/);
      expect(['upcoming', 'open', 'closed']).toContain(cur.body.data.status);
      seen.set(g.code, { issue: cur.body.data.issue, commitment: cur.body.data.commitment });
    }
    // Mark Six draws every 5 s at this scale; wait until every game's watched issue was drawn.
    await sse.waitFor(
      (events) =>
        ruleGames.every((g) =>
          events.some((e) => e.event === 'result' && (e.data as AnyData).issue === seen.get(g.code)?.issue),
        ),
      15_000,
    );
    for (const g of ruleGames) {
      const watched = seen.get(g.code);
      if (!watched) throw new Error('unreachable');
      const verified = record(await t.post('/game/verify', { game: g.code, issue: watched.issue }));
      expect(verified.body.code, g.code).toBe(0);
      const v = verified.body.data;
      expect(v.ok).toBe(true);
      expect(v.commitment, 'commitment unchanged since /game/current').toBe(watched.commitment);
      const independent = verifyMjs(g.code, watched.issue, v.seed, watched.commitment);
      expect(independent.matches).toBe(true);
      expect(v.result).toEqual(independent.result);
      // And the command line, as the README tells players to run it.
      const cli = execFileSync(
        process.execPath,
        [verifierPath, g.code, watched.issue, v.seed, watched.commitment],
        {
          encoding: 'utf8',
        },
      );
      expect(cli).toContain(`result:     ${v.result.join(',')}`);
      const history = record(await t.post('/game/history', { game: g.code, page: 1, pageSize: 100 }));
      const row = history.body.data.list.find((r: AnyData) => r.issue === watched.issue);
      expect(row).toMatchObject({ seed: v.seed, commitment: watched.commitment, result: v.result });
      if (g.family === 'marksix') expect(row.zodiacYear).toBeGreaterThanOrEqual(2026);
    }
    const kinds = new Set(sse.events.map((e) => e.event));
    expect(kinds).toEqual(new Set(['issue', 'closing', 'result']));
    responses.push(sse.text());
    sse.close();
  });

  it('draws each issue once, in order, with increasing event ids', async () => {
    const rows = await t.db.select().from(drawIssues);
    for (const g of ruleGames) {
      const drawn = rows
        .filter((r) => r.gameCode === g.code && r.drawnAt)
        .sort((a, b) => +a.drawAt - +b.drawAt);
      expect(drawn.length, g.code).toBeGreaterThan(0);
      for (let i = 1; i < drawn.length; i += 1) {
        expect(+(drawn[i]?.drawnAt ?? 0)).toBeGreaterThanOrEqual(+(drawn[i - 1]?.drawnAt ?? 0));
      }
    }
  });

  it('an undrawn issue reveals nothing: verify says so; no response or log line holds an undrawn seed', async () => {
    // The last issue created ahead: minutes away even at this time scale, so still undrawn when
    // verify answers (the current one draws within seconds and a loaded machine can be that slow).
    const ahead = (await t.db.select().from(drawIssues))
      .filter((r) => r.gameCode === 'lhc' && !r.drawnAt)
      .sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime())[0];
    const notYet = record(await t.post('/game/verify', { game: 'lhc', issue: ahead?.issue }, { lang: 'en' }));
    expect(notYet.body).toMatchObject({ code: 1003, data: null });
    expect(notYet.body.msg).toMatch(/not drawn/i);
    const cipher = createSeedCipher(testConfig().drawSeedKey);
    const haystack = responses.join('\n') + logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    // Read after the haystack: an issue undrawn now was undrawn when every response and log was made.
    const rows = await t.db.select().from(drawIssues);
    for (const r of rows.filter((row) => !row.drawnAt)) {
      const seed = cipher.decrypt(r.seedCipher, `${r.gameCode}:${r.issue}`);
      expect(haystack.includes(seed), `seed of undrawn ${r.gameCode} ${r.issue}`).toBe(false);
    }
    // And the published ones are what the draw used.
    const drawn = rows.filter((r) => r.drawnAt);
    for (const r of drawn.slice(0, 20))
      expect(cipher.decrypt(r.seedCipher, `${r.gameCode}:${r.issue}`)).toBe(r.seed);
  });

  it('a seed ciphertext moved onto another issue does not decrypt (bound to its issue)', () => {
    const cipher = createSeedCipher('11'.repeat(32));
    const stored = cipher.encrypt('ab'.repeat(32), 'k3:202611220001');
    expect(cipher.decrypt(stored, 'k3:202611220001')).toBe('ab'.repeat(32));
    expect(() => cipher.decrypt(stored, 'k3:202611220002')).toThrow();
  });

  it('SSE resumes after Last-Event-ID with exactly the missed events', async () => {
    const first = await connectSse(`${baseUrl}/game/events`);
    await first.waitFor((e) => e.filter((x) => x.event === 'result').length >= 2, 10_000);
    const lastId = first.events[0]?.id ?? 0;
    first.close();
    await sleep(1200);
    const resumed = await connectSse(`${baseUrl}/game/events`, { 'Last-Event-ID': String(lastId) });
    await resumed.waitFor((e) => e.length >= 3, 5_000);
    const ids = resumed.events.map((e) => e.id);
    expect(ids[0]).toBe(lastId + 1);
    expect(new Set(ids).size, 'no duplicates').toBe(ids.length);
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]).toBeGreaterThan(ids[i - 1] ?? 0);
    resumed.close();
  });

  it('an invalid TOKEN on /game/events answers the 401 envelope', async () => {
    const res = await t.get('/game/events', { token: 'garbage' });
    expect(res.body.code).toBe(401);
  });
});

describe('draws: two app instances on one database', () => {
  it('draw every issue exactly once, and each instance delivers every result', async () => {
    const { createTestDatabase } = await import('../../../test/test-database');
    const { database, dispose } = await createTestDatabase();
    const config = testConfig({ timeScale, issuesAhead: 20, redisUrl: process.env.REDIS_URL ?? null });
    const a = await buildCheckedApp({ config, db: database.db });
    const b = await buildCheckedApp({ config, db: database.db });
    try {
      const urls = [];
      for (const app of [a, b]) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        urls.push(typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '');
      }
      const clients = await Promise.all(urls.map((u) => connectSse(`${u}/game/events`)));
      await sleep(3500);
      const rows = await database.db.select().from(drawIssues);
      const drawn = rows.filter((r) => r.drawnAt);
      expect(drawn.length).toBeGreaterThanOrEqual(4);
      // Without Redis each instance's bus is its own: cross-instance delivery is Redis's job.
      const crossDelivery = Boolean(process.env.REDIS_URL);
      const expected = crossDelivery ? drawn.filter((x) => +(x.drawnAt ?? 0) > Date.now() - 2500) : [];
      const resultsOf = (client: (typeof clients)[number]) =>
        client.events
          .filter((e) => e.event === 'result')
          .map((e) => (e.data as AnyData).issue + (e.data as AnyData).game);
      // Delivery follows the commit through Redis: wait for it (bounded) rather than assume a margin.
      await Promise.all(
        clients.map((client) =>
          client
            .waitFor(() => expected.every((r) => resultsOf(client).includes(r.issue + r.gameCode)), 5_000)
            .catch(() => undefined),
        ),
      );
      for (const client of clients) {
        const results = resultsOf(client);
        expect(new Set(results).size, 'no result twice').toBe(results.length);
        for (const r of expected) expect(results, `${r.gameCode} ${r.issue}`).toContain(r.issue + r.gameCode);
        client.close();
      }
      const events = await database.db.execute(
        (await import('drizzle-orm'))
          .sql`select payload->>'game' as g, payload->>'issue' as i, count(*)::int as n from live_events where kind = 'result' group by 1, 2 having count(*) > 1`,
      );
      expect((events as { rows: unknown[] }).rows, 'one result event per issue').toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await dispose();
    }
  }, 90_000); // two apps and their schedulers share two cores with the rest of the suite
});
