import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { Envelope } from '@fairdraw/contract';

import { type AppDeps, buildApp } from '../src/app';
import { type AppConfig, defaultBetLimits } from '../src/config';
import type { Db, QueryListener } from '../src/db/client';
import { type ManualClock, createManualClock } from '../src/lib/clock';
import { checkInjectedAnswers } from './answer-check';
import { createTestDatabase } from './test-database';

export interface CallOptions {
  token?: string;
  lang?: string;
  /** Client address; a random one by default so throttles of unrelated tests never meet. */
  ip?: string;
  headers?: Record<string, string>;
}

// Tests read arbitrary response fields and assert each of them, so response data is loosely typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyData = any;

export interface CallResult<T = AnyData> {
  status: number;
  body: Envelope<T>;
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let accountCounter = 0;
/** Unique, valid account names (6-20 letters and digits). */
export const uniqueAccount = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(accountCounter += 1)}${randomInt(1000)}`.slice(0, 20);

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  nodeEnv: 'test',
  timeZone: 'Asia/Ho_Chi_Minh',
  timeScale: 1,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  fundPasswordPepper: 'test-pepper-0123456789',
  // A test suite hashes ≈ 1,500 passwords: at OWASP's cost (14 ms each on a slow CI machine) that was
  // ≈ 20 CPU-s a run (ADR 144). The same argon2id code at a lower cost; auth.test.ts keeps the real one.
  passwordHashCost: { memoryCost: 1_024, timeCost: 1 },
  drawSeedKey: '7f'.repeat(32),
  // Production keeps a day ahead (≥ 120 a game); 20 are enough for every test's chases and windows and
  // save ≈ 0.2 CPU-s per app built (ADR 117); a test about the horizon sets its own.
  issuesAhead: 20,
  redisUrl: null,
  betLimits: defaultBetLimits,
  agentAccountClaimDays: 7,
  adminAccount: 'admin',
  adminPassword: 'admin-password-1',
  webDistDir: join(tmpdir(), 'fairdraw-no-web-dist'),
  minAppVersion: '1.0.0',
  appDownloadUrl: 'https://example.test/app',
  publicUrl: 'https://play.fairdraw.example',
  // Switched on explicitly, as `npm start` and the e2e server do: the money tests pay through it.
  sandboxPayments: true,
  ...overrides,
});

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  close(): Promise<void>;
  post<T = AnyData>(path: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>;
  get<T = AnyData>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Registers a player under the house agent and returns its tokens. */
  register(account?: string, password?: string, options?: CallOptions): Promise<Session>;
  login(
    account: string,
    password: string,
    options?: CallOptions,
  ): Promise<CallResult<{ token: string; jwt: string }>>;
  trial(options?: CallOptions): Promise<Session>;
  /** Each account's balance equals the sum of its entries, each transfer nets to zero, and Σ entries = 0. */
  assertLedgerInvariant(): Promise<void>;
}

export interface Session {
  account: string;
  password: string;
  token: string;
  jwt: string;
}

/** buildApp for tests that build their own app: every answer it gives is checked like buildTestApp's. */
export async function buildCheckedApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  checkInjectedAnswers(app);
  return app;
}

/** The real app on a fresh, migrated, seeded database (PGlite in memory, or DATABASE_URL's server). */
export async function buildTestApp(
  options: {
    config?: Partial<AppConfig>;
    start?: Date;
    logger?: AppDeps['logger'];
    drawScheduler?: boolean;
    /** Proxies trusted to name the client (ADR 106). */
    trustProxy?: AppDeps['trustProxy'];
    /** Told of every statement the app sends (round-trip counts). */
    onQuery?: QueryListener;
    /** Told of every route as it is registered. */
    onRoute?: AppDeps['onRoute'];
  } = {},
): Promise<TestApp> {
  const clock = createManualClock(options.start ?? new Date());
  const { database, dispose } = await createTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.db,
    dbKind: database.kind,
    clock,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.drawScheduler === undefined ? {} : { drawScheduler: options.drawScheduler }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  // Every answer a test receives from this app is checked against the contract (test/answer-check.ts).
  checkInjectedAnswers(app);

  const call = async <T>(method: 'GET' | 'POST', path: string, body: unknown, o: CallOptions = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token !== undefined) headers['TOKEN'] = o.token;
    if (o.lang !== undefined) headers['LANGUAGE'] = o.lang;
    const response = await app.inject({
      method,
      url: path,
      headers,
      remoteAddress: o.ip ?? randomIp(),
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
    });
    const parsed: unknown = response.headers['content-type']?.toString().includes('json')
      ? response.json()
      : null;
    return { status: response.statusCode, body: parsed as Envelope<T> };
  };

  const helpers: TestApp = {
    app,
    db: database.db,
    clock,
    close: async () => {
      await app.close();
      await dispose();
    },
    post: (path, body, o) => call('POST', path, body, o),
    get: (path, o) => call('GET', path, undefined, o),
    async register(account = uniqueAccount(), password = 'fair2draw58', o) {
      const res = await call<{ token: string; jwt: string }>(
        'POST',
        '/user/register',
        { account, password, confirmPassword: password, inviteCode: '8888', agree: true, register_device: 3 },
        o,
      );
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return { account, password, ...res.body.data };
    },
    login: (account, password, o) => call('POST', '/user/login', { account, password }, o),
    async trial(o) {
      const res = await call<{ token: string; jwt: string }>('POST', '/user/trial', {}, o);
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return { account: '', password: '', ...res.body.data };
    },
    async assertLedgerInvariant() {
      const mismatched = await database.db.execute(sql`
        select a.code, a.balance_fen as balance, coalesce(sum(e.amount_fen), 0)::bigint as total
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.code, a.balance_fen
        having a.balance_fen <> coalesce(sum(e.amount_fen), 0)`);
      expect(rowsOf(mismatched), 'balance_fen = Σ entries per account').toEqual([]);
      const unbalanced = await database.db.execute(sql`
        select transfer_id from ledger_entries group by transfer_id
        having count(*) <> 2 or sum(amount_fen) <> 0`);
      expect(rowsOf(unbalanced), 'each transfer is two entries netting to zero').toEqual([]);
      const total = await database.db.execute(
        sql`select coalesce(sum(amount_fen), 0)::bigint as total from ledger_entries`,
      );
      expect(Number(rowsOf<{ total: number }>(total)[0]?.total), 'Σ all entries = 0').toBe(0);
      // makeOrder's limits read bet_exposures (ADR 095): it must equal what the bets themselves say.
      const drifted = await database.db.execute(sql`
        with issues as (select issue_id from unsettled_issues union select issue_id from bet_exposures),
        from_bets as (
          select issue_id, user_id, play_code, sum(amount_fen) as stake, sum(potential_payout_fen) as potential
            from bets where status <> 'cancelled' and issue_id in (select issue_id from issues)
           group by issue_id, user_id, play_code
        )
        select coalesce(b.issue_id, e.issue_id) as issue_id, coalesce(b.user_id, e.user_id) as user_id,
               coalesce(b.play_code, e.play_code) as play, b.stake, e.stake_fen, b.potential, e.potential_fen
          from from_bets b full join bet_exposures e
            on e.issue_id = b.issue_id and e.user_id = b.user_id and e.play_code = b.play_code
         where coalesce(b.stake, 0) <> coalesce(e.stake_fen, 0)
            or coalesce(b.potential, 0) <> coalesce(e.potential_fen, 0)`);
      expect(rowsOf(drifted), 'bet_exposures = Σ bets not cancelled per issue, player and play').toEqual([]);
      // …and bet_issue_stakes (ADR 096) what they say per issue and player.
      const stakesDrifted = await database.db.execute(sql`
        with issues as (select issue_id from unsettled_issues union select issue_id from bet_issue_stakes),
        from_bets as (
          select issue_id, user_id, sum(amount_fen) as stake
            from bets where status <> 'cancelled' and issue_id in (select issue_id from issues)
           group by issue_id, user_id
        )
        select coalesce(b.issue_id, s.issue_id) as issue_id, coalesce(b.user_id, s.user_id) as user_id,
               b.stake, s.stake_fen
          from from_bets b full join bet_issue_stakes s on s.issue_id = b.issue_id and s.user_id = b.user_id
         where coalesce(b.stake, 0) <> coalesce(s.stake_fen, 0)`);
      expect(rowsOf(stakesDrifted), 'bet_issue_stakes = Σ bets not cancelled per issue and player').toEqual(
        [],
      );
    },
  };
  return helpers;
}
