// The year's money (year-generate.ts), `chunkDays` at a time so each chunk's sorts fit in memory and
// each entry's running balance continues the last chunk's: each order's debit, each payout, each
// cancel refund, the agents' rebates per issue and pot shard (as settlement keys them, ADR 013), a
// first recharge per player covering their year, a recharge and a completed withdrawal per player
// and month. Transfers are read from the narrow views over `gen_orders` (year-bets.ts), not from bets.
import { houseShardCount } from '../src/modules/wallet/wallet.service';
import { chunkDays } from './year-bets';
import { agentRebate, monthlyFen, type YearContext } from './year-context';

interface SystemIds {
  cash: number;
  pending: number;
  channel: string;
  op: number;
}

/** Recharges and withdrawals of chunk `c`, and on the first chunk the first recharges. */
async function paymentTransfers(
  { step, start }: YearContext,
  c: number,
  from: string,
  to: string,
  ids: SystemIds,
) {
  const { cash, pending, channel, op } = ids;
  if (c === 0) {
    // Each player's first recharge covers their year of stakes (balances never go below it).
    await step(
      'first recharges',
      `with s as (select user_id, sum(amount_fen) as total from gen_order_amounts group by user_id),
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
}

/** The bets' money of chunk `c`: debits per order, refunds, payouts, rebates per issue, agent and pot. */
async function betTransfers({ step }: YearContext, c: number) {
  const player = `join ledger_accounts a on a.user_id = b.user_id join gen_shards s on s.shard = b.user_id % ${houseShardCount}`;
  await step(
    `chunk ${c}: bets' transfers`,
    `insert into gen_xfers
     select gen_random_uuid()::text, 'order:' || b.user_id || ':' || b.request_id, 'betting', a.id, s.account_id,
            b.amount_fen, b.order_no, b.created_at, 1
       from gen_order_amounts b ${player} where b.chunk = ${c}
     union all
     select gen_random_uuid()::text, 'cancel:' || b.id, 'betting', s.account_id, a.id, b.amount_fen, 'cancelled', b.settled_at, 2
       from gen_bets b ${player} where b.chunk = ${c} and b.status = 'cancelled'
     union all
     select gen_random_uuid()::text, 'settle:' || b.id, 'payout', s.account_id, a.id, b.payout_fen, b.game_code || ' ' || b.issue,
            b.settled_at, 3
       from gen_bets b ${player} where b.chunk = ${c} and b.status = 'won'`,
  );
  // Rebates: settlement keys them by the first rebated bet, the agent and the pot shard.
  await step(
    `chunk ${c}: rebates`,
    `with b as (select b.id, b.issue_id, b.game_code, b.issue, b.amount_fen, b.settled_at, u.parent_id, s.account_id as pot
                  from gen_bets b join users u on u.id = b.user_id
                  join gen_shards s on s.shard = b.user_id % ${houseShardCount}
                 where b.chunk = ${c} and b.status in ('won', 'lost'))
     insert into gen_xfers
     select gen_random_uuid()::text, 'rebate:' || f.first_id || ':' || b.parent_id || ':' || b.pot, 'rebate', b.pot, pa.id,
            sum(b.amount_fen * ${agentRebate} / 1000), count(*) || ' bets, ' || b.game_code || ' ' || b.issue, max(b.settled_at), 4
       from b
       join (select issue_id, min(id) as first_id from b group by issue_id) f on f.issue_id = b.issue_id
       join ledger_accounts pa on pa.user_id = b.parent_id
      where b.amount_fen * ${agentRebate} / 1000 > 0
      group by f.first_id, b.parent_id, b.pot, pa.id, b.game_code, b.issue`,
  );
}

/** Transfers, their two entries each with the running balance, and the accounts' balances. */
async function booksOfChunk({ step }: YearContext, c: number) {
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

export async function generateLedger(ctx: YearContext): Promise<void> {
  const { client, size } = ctx;
  await client.query(`create unlogged table gen_shards as
     select s as shard, a.id as account_id from generate_series(0, ${houseShardCount - 1}) s
       join ledger_accounts a on a.code = 'system:house:' || s`);
  await client.query(`create unlogged table gen_xfers (id text, key text, type text, from_id int, to_id int, amount bigint,
                        remark text, created_at timestamptz, ord int)`);
  const { rows } = await client.query<SystemIds>(
    `select (select id from ledger_accounts where code = 'system:cash') as cash,
            (select id from ledger_accounts where code = 'system:withdrawals_pending') as pending,
            (select min(code) from recharge_channels) as channel, (select min(id) from operators) as op`,
  );
  const ids = rows[0] ?? { cash: 0, pending: 0, channel: '', op: 0 };
  const chunks = Math.ceil(size.days / chunkDays);
  for (let c = 0; c < chunks; c += 1) {
    await client.query(`truncate gen_xfers`);
    const from = `$1::timestamptz + ${c * chunkDays} * interval '1 day'`;
    const to = `least($1::timestamptz + ${(c + 1) * chunkDays} * interval '1 day', $1::timestamptz + ${size.days} * interval '1 day')`;
    await paymentTransfers(ctx, c, from, to, ids);
    await betTransfers(ctx, c);
    await booksOfChunk(ctx, c);
  }
  await client.query(`drop table gen_shards, gen_xfers`);
}
