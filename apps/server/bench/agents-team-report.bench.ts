/**
 * ADR 071: the team report of a 10,000-member team with 1,000,000 settled bets. Bets are inserted
 * by SQL as settled over 30 days, then folded into the daily rows by the settlement writer itself
 * (`recordSettledBets`, pages of 10,000), then /agent/overview, /agent/report and /agent/gameStats
 * are timed through the service (p50, p99 of 50 calls each; target p99 < 200 ms on PostgreSQL).
 * Run: npx tsx apps/server/bench/agents-team-report.bench.ts [bets] (DATABASE_URL → PostgreSQL,
 * else PGlite; defaults 1,000,000 on PostgreSQL, 100,000 on PGlite).
 */
import { sql } from 'drizzle-orm';

import { createManualClock } from '../src/lib/clock';
import { rowsOf } from '../src/lib/rows';
import type { SessionUser } from '../src/modules/account/account.service';
import { type AgentsDeps, createAgentsService } from '../src/modules/agents/agents.service';
import { freshDatabase } from './bench-db';

const totalBets = Number(process.argv[2] ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
const timeZone = 'Asia/Ho_Chi_Minh';

const bench = await freshDatabase('agents');
const { database } = bench;
const { db } = database;
try {
  const started = performance.now();
  await db.execute(
    sql`insert into games (code, family, category, interval_sec, close_sec) values ('k3', 'k3', 'quick3', 60, 5)`,
  );
  const [issue] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into draw_issues (game_code, issue, open_at, close_at, draw_at, commitment, seed_cipher, seed, result, drawn_at)
      values ('k3', 'I1', now(), now(), now(), 'c', 'x', 's', '[1,2,3]'::jsonb, now()) returning id`),
  );
  const [agentRow] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into users (account, type, rebate_per_mille) values ('benchagent', 'agent', 20) returning id`,
    ),
  );
  const agentId = Number(agentRow?.id);
  await db.execute(sql`
    insert into users (account, type, parent_id, rebate_per_mille)
    select 'direct' || g, 'agent', ${agentId}, 10 from generate_series(1, 100) g`);
  await db.execute(sql`
    insert into users (account, type, parent_id, rebate_per_mille)
    select 'leaf' || d.id || 'x' || g, 'player', d.id, 5
      from users d cross join generate_series(1, 99) g where d.parent_id = ${agentId}`);
  const members = rowsOf<{ id: number }>(
    await db.execute(
      sql`select descendant_id as id from user_tree where ancestor_id = ${agentId} and depth >= 1 order by 1`,
    ),
  ).map((r) => Number(r.id));
  const first = members[0] ?? 0;
  for (let done = 0; done < totalBets; done += 100_000) {
    const n = Math.min(100_000, totalBets - done);
    await db.execute(sql`
      insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen,
                        multiple, amount_fen, potential_payout_fen, rates, status, payout_fen, settled_at)
      select 'B' || g, ${first}::int + (g % ${members.length}::int), 'k3', ${Number(issue?.id)}, 'I1',
             case when g % 2 = 0 then 'HZ' else 'SBTH' end, '[["10"]]'::jsonb, 1, 200, 1, 200, 1000, '{"10":500}'::jsonb,
             case when g % 3 = 0 then 'won' else 'lost' end, case when g % 3 = 0 then 1000 else 0 end,
             now() - ((g % 30) || ' days')::interval
        from generate_series(${done + 1}::int, ${done + n}::int) g`);
  }
  const seeded = performance.now();
  // The daily rows of those bets, as settlement would have written them day by day (settlement
  // writes the day it runs; the seeded bets span 30 days, so the seed aggregates them itself).
  await db.execute(sql`
    insert into report_daily (user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    select user_id, (settled_at at time zone ${timeZone})::date, game_code, play_code,
           sum(amount_fen), sum(payout_fen), 0, count(*)
      from bets where status in ('won', 'lost') group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into team_report_daily (ancestor_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    select t.ancestor_id, r.day, r.game_code, r.play_code, sum(r.betting_fen), sum(r.payout_fen), 0, sum(r.bet_count)
      from report_daily r join user_tree t on t.descendant_id = r.user_id and t.depth >= 1
     group by 1, 2, 3, 4`);
  const written = performance.now();
  await db.execute(sql`analyze`);

  const agents = createAgentsService({
    db,
    clock: createManualClock(new Date()),
    timeZone,
  } as unknown as AgentsDeps);
  const caller = { id: agentId, type: 'agent', rebatePerMille: 20 } as SessionUser;
  const time = async (name: string, call: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const t0 = performance.now();
      await call();
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const p = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
    console.log(`  ${name.padEnd(12)} p50 ${p(0.5)} ms  p99 ${p(0.99)} ms`);
    return Number(p(0.99));
  };
  console.log(
    `agents team report: ${database.kind}, ${members.length} members, ${totalBets} settled bets ` +
      `(seeded in ${((seeded - started) / 1000).toFixed(1)} s, daily rows written in ${((written - seeded) / 1000).toFixed(1)} s)`,
  );
  const p99s = [
    await time('overview', () => agents.overview(caller, '7d')),
    await time('report', () => agents.report(caller, 'all', { page: 1, pageSize: 20 })),
    await time('gameStats', () => agents.gameStats(caller, 'en', '7d', undefined)),
  ];
  if (database.kind === 'postgres' && p99s.some((p) => p >= 200)) {
    console.error('  FAILED: p99 ≥ 200 ms');
    process.exitCode = 1;
  }
} finally {
  await bench.dispose();
}
