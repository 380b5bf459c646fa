// The year's orders and bets (year-generate.ts). The orders are drawn once into a narrow work table
// (`gen_orders`); the view `gen_bets` derives each bet from it, so the ledger, the reports and the
// live events read a few narrow columns instead of the bets table (wide rows, half-empty pages by
// design: ADR 091).
import type { YearContext } from './year-context';
import type { BetTemplate } from './year-templates';

/** Share of the day's bets per game (the quick games take most). */
export const gameWeights: Record<string, number> = {
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
/** The ledger is written this many days at a time (year-ledger.ts): each chunk's sorts fit in memory. */
export const chunkDays = 30;

/** The templates (real plays with their stored odds) and each game's mean orders per issue. */
async function templatesAndRates({ client, size }: YearContext, templates: readonly BetTemplate[]) {
  await client.query(`create unlogged table gen_templates (game_code text, idx int, play_code text, selection jsonb,
                        bet_count int, rates jsonb, top_key text, top_rate int, tid int)`);
  await client.query(
    `insert into gen_templates (game_code, idx, play_code, selection, bet_count, rates, top_key, top_rate)
     select t.game, t.idx, t.play, t.selection, t.bet_count, r.rates, r.top_key, r.top_rate
       from jsonb_to_recordset($1::jsonb) as t(game text, idx int, play text, selection jsonb, bet_count int)
       join lateral (select jsonb_object_agg(rate_key, rate) as rates, (array_agg(rate_key order by rate desc))[1] as top_key,
                            max(rate) as top_rate
                       from game_rates where game_code = t.game and play_code = t.play) r on r.rates is not null`,
    [JSON.stringify(templates.map((t) => ({ ...t, bet_count: t.betCount })))],
  );
  // Renumber templates 0 … n−1 per game (some plays have no stored odds). Bets name their template
  // by `tid`, one key: joined on (game, idx), the planner pairs each order with all its game's templates.
  await client.query(`update gen_templates t set idx = r.rn - 1, tid = r.tid
                        from (select game_code, idx, row_number() over (partition by game_code order by idx) as rn,
                                     row_number() over (order by game_code, idx) as tid
                                from gen_templates) r
                       where r.game_code = t.game_code and r.idx = t.idx`);
  await client.query(
    `create unlogged table gen_means as
     select t.game_code, count(*)::int as templates, min(t.tid) as first_tid,
            $1::float8 * w.weight::float8 / (86400 / g.interval_sec) / ${1 + secondBetShare} as mean
       from gen_templates t join games g on g.code = t.game_code
       join jsonb_each_text($2::jsonb) w(game, weight) on w.game = t.game_code
      group by t.game_code, w.weight, g.interval_sec`,
    [size.betsPerDay, JSON.stringify(gameWeights)],
  );
}

/** Orders of the whole year, numbered in time order; each knows its first bet id and its chunk. */
async function orders({ client, size, start, step }: YearContext) {
  const { rows } = await client.query<{ next: string }>(`select coalesce(max(id), 0) + 1 as next from bets`);
  const firstBetId = Number(rows[0]?.next ?? 1);
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
                        -- each bet's draws, made here so the bets are a plain join (the view below)
                        m.first_tid + floor(random() * m.templates)::int as tid1, m.first_tid + floor(random() * m.templates)::int as tid2,
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
  // The ledger reads one chunk at a time: the orders lie in time order, so a range index finds it.
  await client.query(`create index gen_orders_chunk on gen_orders using brin (chunk)`);
  await client.query(`analyze gen_orders`);
  // Each bet: 1–2 per order, a template of the game, settled won (28 %), lost or cancelled (2 %).
  await client.query(`create view gen_bets as
     select o.first_bet + u.k - 1 as id, o.oid, o.chunk, o.order_no, o.request_id, o.user_id, o.game_code, o.issue_id, o.issue,
            t.play_code, t.selection, t.bet_count, u.unit, u.mult, t.bet_count * u.unit * u.mult as amount_fen,
            u.unit * u.mult * t.top_rate / 100 as potential_payout_fen, t.rates, t.top_key, t.top_rate,
            case when u.r < 0.02 then 'cancelled' when u.r < 0.30 then 'won' else 'lost' end as status,
            case when u.r >= 0.02 and u.r < 0.30 then u.unit * u.mult * t.top_rate / 100 else 0 end as payout_fen,
            case when u.r < 0.02 then o.created_at + interval '20 seconds' else o.draw_at + interval '2 seconds' end as settled_at,
            o.created_at
       from gen_orders o
       cross join lateral (select 1 as k, o.tid1 as tid, o.unit1 as unit, o.mult1 as mult, o.r1 as r
                           union all
                           select 2, o.tid2, o.unit2, o.mult2, o.r2 where o.nbets = 2) u
       join gen_templates t on t.tid = u.tid`);
  // Each order's amount without grouping its bets: the sum of its one or two templates' stakes.
  await client.query(`create view gen_order_amounts as
     select o.oid, o.chunk, o.order_no, o.request_id, o.user_id, o.game_code, o.issue, o.created_at,
            t1.bet_count * o.unit1 * o.mult1 + case when o.nbets = 2 then t2.bet_count * o.unit2 * o.mult2 else 0 end as amount_fen
       from gen_orders o
       join gen_templates t1 on t1.tid = o.tid1
       join gen_templates t2 on t2.tid = o.tid2`);
}

/** The work tables and views the other families read: templates, orders, `gen_bets`. */
export async function prepareOrders(ctx: YearContext, templates: readonly BetTemplate[]): Promise<void> {
  await templatesAndRates(ctx, templates);
  await orders(ctx);
}

export async function generateBets(ctx: YearContext, templates: readonly BetTemplate[]): Promise<void> {
  const { client, step } = ctx;
  await prepareOrders(ctx, templates);
  // In id order (the orders' physical order): bets' key, kept through the load, only appends.
  await step(
    'bets',
    `insert into bets (id, order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen,
                       multiple, amount_fen, potential_payout_fen, rates, status, payout_fen, win_count, wins, settled_at, created_at)
     select id, order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit, mult, amount_fen,
            potential_payout_fen, rates, status, payout_fen, (status = 'won')::int,
            case when status = 'won' then jsonb_build_array(jsonb_build_object('key', top_key, 'rate', top_rate, 'count', 1)) end,
            settled_at, created_at
       from gen_bets`,
  );
  await client.query(`select setval('bets_id_seq', (select max(id) from bets))`);
  await step(
    'bet orders',
    `insert into bet_orders (order_no, user_id, request_id, request_hash, game_code, issue, amount_fen, created_at)
     select order_no, user_id, request_id, md5(order_no), game_code, issue, amount_fen, created_at from gen_order_amounts`,
  );
}
