-- A year of recharge and withdrawal orders only, for timing the dashboard's money per day without
-- the whole generated year (docs/performance.md "Money per day", ADR 135 addendum): 20,000 players,
-- 300,000 recharges (94 % passed, 6 % cancelled) and 260,000 withdrawals (95 % completed, 5 %
-- rejected) at uniformly random times over the 366 local days (Asia/Ho_Chi_Minh) ending 2026-11-27,
-- as a production operator's are (bench:year puts each player's month on the month's first day).
-- Into a freshly migrated scratch database on PostgreSQL (its triggers count the orders as they go):
--   createdb h_scratch && DATABASE_URL=postgres://…/h_scratch npm run db:migrate -w @fairdraw/server
--   psql postgres://…/h_scratch -f apps/server/bench/year-money.sql      (≈ 20 s; renice its backend)
\set ON_ERROR_STOP 1
select setseed(0.23);
set synchronous_commit = off;
insert into operators (account, password_hash, role) values ('ymoney-op', 'x', 'finance') on conflict do nothing;
insert into recharge_channels (code, name, kind, min_fen, max_fen) values ('ybank', 'Year bank', 'bank', 100, 100000000) on conflict do nothing;
insert into users (account, password_hash, type, rebate_per_mille, created_at)
select 'ymplayer' || g, 'x', 'player', 0, timestamptz '2025-11-01' from generate_series(1, 20000) g on conflict do nothing;
insert into payout_addresses (user_id, kind, holder_name, provider, number, number_hash, locked, created_at)
select id, 'bank', 'Year Player', 'Year Bank', 'generated', md5('card' || id), true, created_at from users where account like 'ymplayer%' on conflict do nothing;
create temp table ym_users as select row_number() over (order by id) as n, id from users where account like 'ymplayer%';
create temp table ym_span as select (date '2026-11-27' - 365)::timestamp at time zone 'Asia/Ho_Chi_Minh' as s,
  interval '366 days' as len;
insert into recharge_orders (order_no, user_id, channel, amount_fen, status, request_id, closed_by, closed_at, created_at)
select 'YM' || g, u.id, 'ybank', amount, case when r < 0.94 then 'passed' else 'cancelled' end, 'ym-' || g, 'gateway',
       t + interval '4 minutes', t
  from (select g, random() as r, (1 + floor(random() * 200))::bigint * 1000 as amount, 1 + floor(random() * 20000)::int as un,
               (select s from ym_span) + random() * interval '366 days' - interval '5 minutes' as t
          from generate_series(1, 300000) g) x
  join ym_users u on u.n = x.un;
insert into withdraw_orders (order_no, user_id, address_id, amount_fen, state, request_id, reviewed_by, reviewed_at, created_at)
select 'YW' || g, u.id, p.id, amount, case when r < 0.95 then 'Completed' else 'Reject' end, 'yw-' || g,
       (select min(id) from operators), t + interval '1 hour', t
  from (select g, random() as r, (1 + floor(random() * 100))::bigint * 1000 as amount, 1 + floor(random() * 20000)::int as un,
               (select s from ym_span) + random() * interval '366 days' - interval '2 hours' as t
          from generate_series(1, 260000) g) x
  join ym_users u on u.n = x.un join payout_addresses p on p.user_id = u.id;
vacuum analyze recharge_orders, withdraw_orders;
select (select count(*) from recharge_orders) as recharges, (select count(*) from withdraw_orders) as withdrawals,
       (select min(closed_at) || ' … ' || max(closed_at) from recharge_orders) as span;
