// A year of a mid-size operator, generated with set-based SQL on a migrated and seeded PostgreSQL
// database (year-of-data.ts). Everything the books check holds: each order's debit equals its bets,
// each won bet has its payout, each cancelled bet its refund, each rebate names a settled bet, every
// transfer has its two entries, and each account's balance is the sum of its entries (running
// balances included). Draw results are random shapes, not derived from the published seeds.
import type pg from 'pg';

import { houseShardCount } from '../src/modules/wallet/wallet.service';
import { dropBulkIndexes, restoreBulkIndexes } from './year-ddl';
import type { BetTemplate } from './year-templates';

export interface YearSize {
  days: number;
  betsPerDay: number;
  players: number;
  agents: number;
}

/** Share of the day's bets per game (the quick games take most). */
const gameWeights: Record<string, number> = {
  k3: 0.35,
  ffc: 0.25,
  sfc: 0.1,
  wfc: 0.08,
  pk10: 0.1,
  xyft: 0.07,
  lhc: 0.05,
};
/** Bets per order: 1, or 2 with this probability (two plays on one slip). */
const secondBetShare = 0.6;
const timeZone = 'Asia/Ho_Chi_Minh';
const chunkDays = 30;
const agentRebate = 20;
const monthlyFen = 50_000;

export async function generateYear(
  client: pg.Client,
  size: YearSize,
  templates: readonly BetTemplate[],
  passwordHash: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(text, values);
    const ms = performance.now() - t0;
    timings[label] = (timings[label] ?? 0) + ms;
    log(
      `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${label}${result.rowCount ? ` (${result.rowCount.toLocaleString('en')} rows)` : ''}`,
    );
    return result;
  };
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set synchronize_seqscans = off`);
  await client.query(`set max_parallel_maintenance_workers = 2`);
  await client.query(`select setseed(0.2026)`);
  // The year: the `days` whole local days before today.
  const { rows: spanRows } = await client.query<{ first_day: string; start: Date }>(
    `select ((now() at time zone $1)::date - $2::int)::text as first_day,
            (((now() at time zone $1)::date - $2::int)::timestamp at time zone $1) as start`,
    [timeZone, size.days],
  );
  const firstDay = String(spanRows[0]?.first_day);
  const start = spanRows[0]?.start as Date;

  await dropBulkIndexes(client);

  // --- people: agents under the house agent, players under the agents, their accounts ---
  await step(
    'users: agents',
    `insert into users (account, password_hash, type, parent_id, rebate_per_mille, invite_code, register_ip, created_at)
     select 'yagent' || lpad(g::text, 5, '0'), $1, 'agent', h.id, ${agentRebate}, 'YA' || g, '10.1.' || (g % 250) || '.1',
            $2::timestamptz - interval '60 days'
       from generate_series(1, ${size.agents}) g, (select id from users where invite_code = '8888') h`,
    [passwordHash, start],
  );
  await step(
    'users: players',
    `insert into users (account, password_hash, type, parent_id, rebate_per_mille, register_ip, created_at,
                        last_login_at, last_login_ip)
     select 'yplayer' || lpad(g::text, 7, '0'), $1, 'player',
            (select min(id) from users where account like 'yagent%') + g % ${size.agents}, 0,
            '10.2.' || (g % 250) || '.' || (g / 250 % 250), $2::timestamptz - interval '30 days' + (g % 1000) * interval '1 minute',
            now() - (g % 720) * interval '1 hour', '10.2.' || (g % 250) || '.' || (g / 250 % 250)
       from generate_series(1, ${size.players}) g`,
    [passwordHash, start],
  );
  await step(
    'ledger accounts of the new users',
    `insert into ledger_accounts (user_id, kind, code, created_at)
     select u.id, 'user', 'user:' || u.id, u.created_at from users u
      where u.account like 'y%' and not exists (select 1 from ledger_accounts a where a.user_id = u.id)`,
  );
  await step(
    'payout addresses',
    `insert into payout_addresses (user_id, kind, holder_name, provider, number, number_hash, locked, created_at)
     select id, 'bank', 'Year Player', 'Year Bank', 'generated', md5('card' || id), true, created_at
       from users where account like 'yplayer%'`,
  );

  // --- issues: every game's whole schedule over the year, drawn ---
  await step(
    'draw issues',
    `insert into draw_issues (game_code, issue, open_at, close_at, draw_at, commitment, seed_cipher, seed, result,
                              zodiac_year, drawn_at, open_announced, close_announced, created_at)
     select g.code, to_char(d.day, 'YYYYMMDD') || lpad(n::text, 4, '0'),
            t.open_at, t.open_at + g.interval_sec * interval '1 second' - g.close_sec * interval '1 second',
            t.open_at + g.interval_sec * interval '1 second',
            encode(sha256(decode(s.seed, 'hex')), 'hex'), 'generated', s.seed, r.result,
            case when g.family = 'marksix' then extract(year from d.day)::int end,
            t.open_at + g.interval_sec * interval '1 second' + interval '1 second', true, true,
            t.open_at - interval '1 day'
       from generate_series(0, ${size.days - 1}) i
       cross join lateral (select ($1::date + i) as day) d
       cross join games g
       cross join lateral generate_series(1, 86400 / g.interval_sec) n
       cross join lateral (select (d.day::timestamp at time zone '${timeZone}') + (n - 1) * g.interval_sec * interval '1 second' as open_at) t
       cross join lateral (select md5(random()::text || n) || md5(random()::text || i) as seed) s
       cross join lateral (
         select case g.family
                  when 'k3' then (select jsonb_agg(1 + floor(random() * 6)::int) from generate_series(1, 3) x where x > n * 0)
                  when 'fiveball' then (select jsonb_agg(floor(random() * 10)::int) from generate_series(1, 5) x where x > n * 0)
                  when 'racing' then (select jsonb_agg(x order by random()) from generate_series(1, 10) x where x > n * 0)
                  else (select jsonb_agg(x) from (select x from generate_series(1, 49) x where x > n * 0 order by random() limit 7) p)
                end as result) r
      where g.code = any($2)
      order by t.open_at, g.code`,
    [firstDay, Object.keys(gameWeights)],
  );

  // --- bet templates and per-game order rates ---
  await client.query(`drop table if exists gen_templates, gen_means, gen_orders, gen_xfers, gen_shards`);
  await client.query(`create unlogged table gen_templates (game_code text, idx int, play_code text, selection jsonb,
                        bet_count int, rates jsonb, top_key text, top_rate int)`);
  await client.query(
    `insert into gen_templates (game_code, idx, play_code, selection, bet_count, rates, top_key, top_rate)
     select t.game, t.idx, t.play, t.selection, t.bet_count, r.rates, r.top_key, r.top_rate
       from jsonb_to_recordset($1::jsonb) as t(game text, idx int, play text, selection jsonb, bet_count int)
       join lateral (select jsonb_object_agg(rate_key, rate) as rates, (array_agg(rate_key order by rate desc))[1] as top_key,
                            max(rate) as top_rate
                       from game_rates where game_code = t.game and play_code = t.play) r on r.rates is not null`,
    [JSON.stringify(templates.map((t) => ({ ...t, bet_count: t.betCount })))],
  );
  await client.query(
    `create unlogged table gen_means as
     select t.game_code, count(*)::int as templates,
            $1::float8 * w.weight::float8 / (86400 / g.interval_sec) / ${1 + secondBetShare} as mean
       from gen_templates t join games g on g.code = t.game_code
       join jsonb_each_text($2::jsonb) w(game, weight) on w.game = t.game_code
      group by t.game_code, w.weight, g.interval_sec`,
    [size.betsPerDay, JSON.stringify(gameWeights)],
  );
  // Renumber templates 0 … n−1 per game (some plays have no stored odds).
  await client.query(`update gen_templates t set idx = r.rn - 1
                        from (select game_code, idx, row_number() over (partition by game_code order by idx) as rn
                                from gen_templates) r
                       where r.game_code = t.game_code and r.idx = t.idx`);

  // --- orders of the whole year, numbered in time order; each knows its first bet id ---
  const { rows: seqRows } = await client.query<{ next: string }>(
    `select coalesce(max(id), 0) + 1 as next from bets`,
  );
  const firstBetId = Number(seqRows[0]?.next ?? 1);
  await step(
    'orders (work table)',
    `create unlogged table gen_orders as
     select o.*, 'B' || to_char(o.created_at at time zone 'UTC', 'YYYYMMDDHH24MISSMS') || lpad(o.oid::text, 12, '0') as order_no,
            'y' || lpad(o.oid::text, 12, '0') as request_id,
            ${firstBetId} + sum(o.nbets) over (order by o.oid rows between unbounded preceding and current row) - o.nbets as first_bet,
            floor(extract(epoch from o.created_at - $1::timestamptz) / 86400 / ${chunkDays})::int as chunk
       from (
         select row_number() over (order by c.created_at) as oid, c.*
           from (select d.id as issue_id, d.game_code, d.issue, d.draw_at,
                        d.open_at + random() * (d.close_at - d.open_at) as created_at,
                        (select min(id) from users where account like 'yplayer%') + floor(${size.players} * power(random(), 2))::int as user_id,
                        1 + (random() < ${secondBetShare})::int as nbets,
                        -- each bet's draws, made here so the bets' insert is a plain join
                        floor(random() * m.templates)::int as tix1, floor(random() * m.templates)::int as tix2,
                        (1 + (random() < 0.3)::int)::bigint * 100 as unit1, (1 + (random() < 0.3)::int)::bigint * 100 as unit2,
                        1 + floor(random() * random() * 10)::int as mult1, 1 + floor(random() * random() * 10)::int as mult2,
                        random() as r1, random() as r2
                   from draw_issues d
                   join gen_means m on m.game_code = d.game_code
                   cross join lateral generate_series(1, floor(random() * (2 * m.mean + 1))::int + 0 * d.id::int) k
                  where d.seed_cipher = 'generated') c
       ) o`,
    [start],
  );

  // --- bets: 1–2 per order, a template of the game, settled won (28 %), lost or cancelled (2 %) ---
  await step(
    'bets',
    `insert into bets (id, order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen,
                       multiple, amount_fen, potential_payout_fen, rates, status, payout_fen, win_count, wins, settled_at, created_at)
     select o.first_bet + u.k - 1, o.order_no, o.user_id, o.game_code, o.issue_id, o.issue, t.play_code, t.selection,
            t.bet_count, u.unit, u.mult, t.bet_count * u.unit * u.mult, u.unit * u.mult * t.top_rate / 100, t.rates,
            case when u.r < 0.02 then 'cancelled' when u.r < 0.30 then 'won' else 'lost' end,
            case when u.r >= 0.02 and u.r < 0.30 then u.unit * u.mult * t.top_rate / 100 else 0 end,
            case when u.r >= 0.02 and u.r < 0.30 then 1 else 0 end,
            case when u.r >= 0.02 and u.r < 0.30
                 then jsonb_build_array(jsonb_build_object('key', t.top_key, 'rate', t.top_rate, 'count', 1)) end,
            case when u.r < 0.02 then o.created_at + interval '20 seconds' else o.draw_at + interval '2 seconds' end,
            o.created_at
       from gen_orders o
       cross join lateral (select 1 as k, o.tix1 as tix, o.unit1 as unit, o.mult1 as mult, o.r1 as r
                           union all
                           select 2, o.tix2, o.unit2, o.mult2, o.r2 where o.nbets = 2) u
       join gen_templates t on t.game_code = o.game_code and t.idx = u.tix`,
  );
  await client.query(`select setval('bets_id_seq', (select max(id) from bets))`);
  await step(
    'bet orders',
    `insert into bet_orders (order_no, user_id, request_id, request_hash, game_code, issue, amount_fen, created_at)
     select o.order_no, o.user_id, o.request_id, md5(o.order_no), o.game_code, o.issue, b.total, o.created_at
       from gen_orders o
       join (select order_no, sum(amount_fen) as total from bets group by order_no) b on b.order_no = o.order_no`,
  );

  // --- money, 30 days at a time so each entry's running balance continues the last chunk's ---
  await client.query(`create unlogged table gen_shards as
     select s as shard, a.id as account_id from generate_series(0, ${houseShardCount - 1}) s
       join ledger_accounts a on a.code = 'system:house:' || s`);
  await client.query(`create unlogged table gen_xfers (id text, key text, type text, from_id int, to_id int, amount bigint,
                        remark text, created_at timestamptz, ord int)`);
  const { rows: sys } = await client.query<{ cash: number; pending: number; channel: string; op: number }>(
    `select (select id from ledger_accounts where code = 'system:cash') as cash,
            (select id from ledger_accounts where code = 'system:withdrawals_pending') as pending,
            (select min(code) from recharge_channels) as channel, (select min(id) from operators) as op`,
  );
  const { cash, pending, channel, op } = sys[0] ?? { cash: 0, pending: 0, channel: '', op: 0 };
  const { rows: chunkRows } = await client.query<{ chunk: number; lo: string; hi: string }>(
    `select chunk, min(first_bet) as lo, max(first_bet + nbets - 1) as hi from gen_orders group by chunk order by chunk`,
  );
  const chunks = Math.ceil(size.days / chunkDays);
  for (let c = 0; c < chunks; c += 1) {
    const range = chunkRows.find((r) => Number(r.chunk) === c);
    const lo = Number(range?.lo ?? 0);
    const hi = Number(range?.hi ?? -1);
    await client.query(`truncate gen_xfers`);
    const from = `$1::timestamptz + ${c * chunkDays} * interval '1 day'`;
    const to = `least($1::timestamptz + ${(c + 1) * chunkDays} * interval '1 day', $1::timestamptz + ${size.days} * interval '1 day')`;
    if (c === 0) {
      // Each player's first recharge covers their year of stakes (balances never go below it).
      await step(
        'first recharges',
        `with s as (select user_id, sum(amount_fen) as total from bets group by user_id),
              o as (insert into recharge_orders (order_no, user_id, channel, amount_fen, status, request_id, closed_by, closed_at, created_at)
                    select 'RY0' || u.id, u.id, $2, coalesce(s.total, 0) + 100000, 'passed', 'y0-' || u.id, 'gateway',
                           $1::timestamptz - interval '1 day', $1::timestamptz - interval '1 day' - interval '5 minutes'
                      from users u left join s on s.user_id = u.id where u.account like 'yplayer%'
                    returning order_no, user_id, amount_fen, closed_at)
         insert into gen_xfers select gen_random_uuid()::text, 'recharge:' || o.order_no, 'recharge', ${cash}, a.id, o.amount_fen,
                o.order_no, o.closed_at, 0
           from o join ledger_accounts a on a.user_id = o.user_id`,
        [start, channel],
      );
    }
    await step(
      `chunk ${c}: monthly recharge and withdrawal per player`,
      `with r as (insert into recharge_orders (order_no, user_id, channel, amount_fen, status, request_id, closed_by, closed_at, created_at)
                  select 'RY' || ${c + 1} || '-' || u.id, u.id, $2, ${monthlyFen}, 'passed', 'y${c + 1}-' || u.id, 'gateway',
                         ${from} + (u.id % 600) * interval '1 minute' + interval '5 minutes',
                         ${from} + (u.id % 600) * interval '1 minute'
                    from users u where u.account like 'yplayer%'
                  returning order_no, user_id, amount_fen, closed_at),
            w as (insert into withdraw_orders (order_no, user_id, address_id, amount_fen, state, request_id, reviewed_by, reviewed_at, created_at)
                  select 'WY' || ${c + 1} || '-' || u.id, u.id, p.id, ${monthlyFen}, 'Completed', 'y${c + 1}-' || u.id, $3,
                         ${to} - (u.id % 600) * interval '1 minute' - interval '1 hour',
                         ${to} - (u.id % 600) * interval '1 minute' - interval '2 hours'
                    from users u join payout_addresses p on p.user_id = u.id where u.account like 'yplayer%'
                  returning order_no, user_id, amount_fen, created_at, reviewed_at)
       insert into gen_xfers
       select gen_random_uuid()::text, 'recharge:' || r.order_no, 'recharge', ${cash}, a.id, r.amount_fen, r.order_no, r.closed_at, 0
         from r join ledger_accounts a on a.user_id = r.user_id
       union all
       select gen_random_uuid()::text, 'withdraw:' || w.order_no, 'withdraw', a.id, ${pending}, w.amount_fen, w.order_no, w.created_at, 0
         from w join ledger_accounts a on a.user_id = w.user_id
       union all
       select gen_random_uuid()::text, 'withdraw-complete:' || w.order_no, 'withdraw', ${pending}, ${cash}, w.amount_fen, w.order_no, w.reviewed_at, 0
         from w`,
      [start, channel, op],
    );
    await step(
      `chunk ${c}: bets' transfers`,
      `with b as (select b.*, a.id as account_id, s.account_id as pot, u.parent_id
                    from bets b join ledger_accounts a on a.user_id = b.user_id
                    join gen_shards s on s.shard = b.user_id % ${houseShardCount}
                    join users u on u.id = b.user_id
                   where b.id between ${lo} and ${hi})
       insert into gen_xfers
       select gen_random_uuid()::text, 'order:' || b.user_id || ':' || 'y' || right(b.order_no, 12), 'betting', b.account_id, b.pot,
              sum(b.amount_fen), b.order_no, min(b.created_at), 1
         from b group by b.order_no, b.user_id, b.account_id, b.pot
       union all
       select gen_random_uuid()::text, 'cancel:' || b.id, 'betting', b.pot, b.account_id, b.amount_fen, 'cancelled', b.settled_at, 2
         from b where b.status = 'cancelled'
       union all
       select gen_random_uuid()::text, 'settle:' || b.id, 'payout', b.pot, b.account_id, b.payout_fen, b.game_code || ' ' || b.issue,
              b.settled_at, 3
         from b where b.status = 'won'
       union all
       select gen_random_uuid()::text, 'rebate:' || f.first_id || ':' || b.parent_id || ':' || b.pot, 'rebate', b.pot, pa.id,
              sum(b.amount_fen * ${agentRebate} / 1000), count(*) || ' bets, ' || b.game_code || ' ' || b.issue, max(b.settled_at), 4
         from b
         join (select issue_id, min(id) as first_id from b where status in ('won', 'lost') group by issue_id) f on f.issue_id = b.issue_id
         join ledger_accounts pa on pa.user_id = b.parent_id
        where b.status in ('won', 'lost') and b.amount_fen * ${agentRebate} / 1000 > 0
        group by f.first_id, b.parent_id, b.pot, pa.id, b.game_code, b.issue`,
    );
    await step(
      `chunk ${c}: transfers`,
      `insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen, remark, created_at)
       select id, key, type, from_id, to_id, amount, remark, created_at from gen_xfers order by created_at, ord`,
    );
    await step(
      `chunk ${c}: entries`,
      `insert into ledger_entries (transfer_id, account_id, type, amount_fen, balance_after_fen, created_at)
       select l.id, l.account_id, l.type, l.amount,
              a.balance_fen + sum(l.amount) over (partition by l.account_id order by l.created_at, l.ord, l.id, l.side
                                                  rows between unbounded preceding and current row),
              l.created_at
         from (select id, type, from_id as account_id, -amount as amount, created_at, ord, 0 as side from gen_xfers
               union all
               select id, type, to_id, amount, created_at, ord, 1 from gen_xfers) l
         join ledger_accounts a on a.id = l.account_id
        order by l.created_at, l.ord, l.id, l.side`,
    );
    await step(
      `chunk ${c}: balances`,
      `update ledger_accounts a set balance_fen = a.balance_fen + t.total
         from (select account_id, sum(amount) as total
                 from (select from_id as account_id, -amount as amount from gen_xfers
                       union all select to_id, amount from gen_xfers) l group by account_id) t
        where a.id = t.account_id`,
    );
  }

  log('rebuilding keys, indexes and foreign keys:');
  const t0 = performance.now();
  await restoreBulkIndexes(client, log);
  timings['keys and indexes'] = performance.now() - t0;

  // --- daily report rows (own and team), as settlement writes them ---
  await step(
    'report_daily',
    `insert into report_daily (user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
     select user_id, day, game_code, play_code, sum(betting), sum(payout), sum(rebate), sum(n)
       from (select user_id, (settled_at at time zone '${timeZone}')::date as day, game_code, play_code,
                    amount_fen as betting, payout_fen as payout, 0 as rebate, 1 as n
               from bets where status in ('won', 'lost') and user_id in (select id from users where account like 'yplayer%')
             union all
             select u.parent_id, (b.settled_at at time zone '${timeZone}')::date, b.game_code, b.play_code, 0, 0,
                    b.amount_fen * ${agentRebate} / 1000, 0
               from bets b join users u on u.id = b.user_id
              where b.status in ('won', 'lost') and u.account like 'yplayer%') x
      group by user_id, day, game_code, play_code`,
  );
  await step(
    'team_report_daily',
    `insert into team_report_daily (ancestor_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
     select t.ancestor_id, r.day, r.game_code, r.play_code, sum(r.betting_fen), sum(r.payout_fen), sum(r.rebate_fen), sum(r.bet_count)
       from report_daily r join user_tree t on t.descendant_id = r.user_id and t.depth >= 1
      group by t.ancestor_id, r.day, r.game_code, r.play_code`,
  );

  // --- live events of the last 30 days (as if nothing pruned them), sessions, support ---
  await step(
    'live events (30 days, unpruned)',
    `insert into live_events (kind, user_id, payload, created_at)
     select e.kind, null, jsonb_build_object('game', d.game_code, 'issue', d.issue), e.at
       from draw_issues d
       cross join lateral (values ('issue', d.open_at), ('closing', d.close_at), ('result', d.drawn_at)) e(kind, at)
      where d.seed_cipher = 'generated' and d.draw_at > $1::timestamptz + ${size.days - 30} * interval '1 day'
     union all
     select 'settled', b.user_id, jsonb_build_object('game', b.game_code, 'issue', b.issue, 'payout', sum(b.payout_fen)),
            max(b.settled_at)
       from bets b where b.created_at > $1::timestamptz + ${size.days - 30} * interval '1 day' and b.status <> 'cancelled'
      group by b.user_id, b.game_code, b.issue
      order by 4`,
    [start],
  );
  await step(
    'sessions',
    `insert into sessions (id, user_id, refresh_jti, created_at, last_seen_at, ip, user_agent)
     select 'ys' || u.id, u.id, md5('jti' || u.id), now() - (u.id % 720) * interval '1 hour',
            now() - (u.id % 2000) * interval '1 minute', u.register_ip, 'generated'
       from users u where u.account like 'y%'`,
  );
  await step(
    'support conversations',
    `insert into support_conversations (user_id, user_last_read_id, operator_last_read_id, last_message_at, created_at)
     select id, 0, 0, $1::timestamptz, $1::timestamptz from users where account like 'yplayer%' and id % 4 = 0`,
    [start],
  );
  await step(
    'support messages',
    `insert into support_messages (conversation_id, author, operator_id, text, ip, created_at)
     select c.id, case when k % 3 = 2 then 'operator' else 'user' end, case when k % 3 = 2 then ${op} end,
            'Generated message ' || k || ' about my order and its payout, please check it.', '10.3.' || (c.id % 250) || '.1',
            $1::timestamptz + (k * 7 + c.id % 7) * interval '1 day' + (c.id % 1440) * interval '1 minute'
       from support_conversations c cross join generate_series(0, 49) k
      where c.user_id in (select id from users where account like 'yplayer%')
        and $1::timestamptz + (k * 7 + c.id % 7) * interval '1 day' < now()
      order by 6`,
    [start],
  );
  await client.query(`update support_conversations c set last_message_at = m.at, user_last_read_id = m.id, operator_last_read_id = m.id
                         from (select conversation_id, max(created_at) as at, max(id) as id from support_messages group by 1) m
                        where m.conversation_id = c.id`);
  await client.query(`drop table gen_templates, gen_means, gen_orders, gen_xfers, gen_shards`);
  await client.query(
    `create table if not exists year_generated (finished_at timestamptz not null default now(), timings jsonb)`,
  );
  await client.query(`insert into year_generated (timings) values ($1)`, [JSON.stringify(timings)]);
  // As autovacuum would have done by now: visibility map (index-only scans) and statistics.
  const v0 = performance.now();
  await client.query(`vacuum (analyze)`);
  timings['vacuum analyze'] = performance.now() - v0;
  log(`  ${(timings['vacuum analyze'] / 1000).toFixed(1).padStart(7)} s  vacuum analyze`);
  return timings;
}
