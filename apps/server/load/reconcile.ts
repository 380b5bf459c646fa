// After `npm run load`: what the players were told against what the books say.
import { sql } from 'drizzle-orm';

import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { createRecordsRepo } from '../src/modules/records/records.repo';
import type { OrderRecord } from './players';

const one = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0);

/** Bets of drawn issues not settled yet (waits up to `timeoutMs` for them). */
export async function waitSettled(database: Database, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await one(
      database,
      sql`select count(*)::int as n from bets b join draw_issues d on d.id = b.issue_id
           where d.drawn_at is not null and b.status = 'pending'`,
    );
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface Reconciliation {
  lines: string[];
  violations: number;
}

export async function reconcile(database: Database, orders: OrderRecord[]): Promise<Reconciliation> {
  const lines: string[] = [];
  let violations = 0;
  const check = (label: string, n: number, expected = 0) => {
    const ok = n === expected;
    if (!ok) violations += 1;
    lines.push(`${ok ? 'ok ' : 'BAD'} ${label}: ${n}${ok ? '' : ` (expected ${expected})`}`);
  };
  const db = await database.db.execute(
    sql`select order_no, request_id from bet_orders where request_id like 'load-%'`,
  );
  const stored = new Map(
    rowsOf<{ order_no: string; request_id: string }>(db).map((r) => [r.request_id, r.order_no]),
  );
  const accepted = orders.filter((o) => o.code === 0);
  check(
    'accepted orders missing from the books',
    accepted.filter((o) => stored.get(o.requestId) !== o.orderNo).length,
  );
  // A refusal (an envelope with a non-zero code) must have stored nothing; an unanswered order may have.
  check(
    'orders refused to the player but stored',
    orders.filter((o) => o.code > 0 && stored.has(o.requestId)).length,
  );
  lines.push(
    `    ${stored.size} orders stored, ${accepted.length} answered accepted, ${orders.filter((o) => o.code === -1).length} unanswered (lost in transit)`,
  );
  check(
    'orders whose stake is not exactly one debit of their amount',
    await one(
      database,
      sql`select count(*)::int as n from (
            select o.order_no from bet_orders o
              left join ledger_transfers t on t.idempotency_key = 'order:' || o.user_id || ':' || o.request_id
             group by o.order_no, o.amount_fen
            having count(t.id) <> 1 or coalesce(sum(t.amount_fen), 0) <> o.amount_fen) x`,
    ),
  );
  check(
    'orders accepted after their issue closed (database clock)',
    await one(
      database,
      sql`select count(*)::int as n from bet_orders o
            join draw_issues d on d.game_code = o.game_code and d.issue = o.issue
           where o.created_at >= d.close_at`,
    ),
  );
  check(
    'bets of drawn issues not settled',
    await one(
      database,
      sql`select count(*)::int as n from bets b join draw_issues d on d.id = b.issue_id
           where d.drawn_at is not null and b.status = 'pending'`,
    ),
  );
  check(
    'settled bets without exactly one settle transfer of their payout (won) or with one (lost)',
    await one(
      database,
      sql`select count(*)::int as n from bets b
            left join ledger_transfers t on t.idempotency_key = 'settle:' || b.id
           where (b.status = 'won' and (t.id is null or t.amount_fen <> b.payout_fen))
              or (b.status = 'lost' and t.id is not null)`,
    ),
  );
  check(
    "(player, day, game) whose bets per day (ADR 148: /bet/list's total) differ from the bets",
    (await createRecordsRepo(database.db).betCountsDrift()).length,
  );
  // Which issues, if any: drawn when, still marked unsettled, still being settled.
  const pendingIssues = rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`
      select d.game_code, d.issue, count(*)::int as pending,
             round(extract(epoch from now() - d.drawn_at))::int as drawn_s_ago,
             exists (select 1 from unsettled_issues u where u.issue_id = d.id) as marked_unsettled
        from bets b join draw_issues d on d.id = b.issue_id
       where d.drawn_at is not null and b.status = 'pending'
       group by d.id order by d.drawn_at limit 10`),
  );
  for (const r of pendingIssues)
    lines.push(
      `    pending: ${String(r.game_code)} ${String(r.issue)}: ${String(r.pending)} bets, drawn ${String(r.drawn_s_ago)} s ago, ${r.marked_unsettled ? 'still marked unsettled' : 'NOT marked unsettled'}`,
    );
  const settledBets = await one(
    database,
    sql`select count(*)::int as n from bets where status in ('won', 'lost', 'refunded')`,
  );
  lines.push(`    ${settledBets} bets settled`);
  return { lines, violations };
}
