import { type SQL, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { type InstantRange, isWholeHistory } from '../../lib/date-range';
import { rowsOf } from '../../lib/rows';

/** Inclusive calendar days (config TZ); null ends are open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface Page {
  page: number;
  pageSize: number;
}

export interface Figures {
  betting: number;
  payout: number;
  rebate: number;
  count: number;
}

export interface MemberRow {
  userId: number;
  account: string;
  type: string;
  rebate: number;
  level: number;
  parentId: number | null;
  createdAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  balance: number;
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const num = (v: unknown) => Number(v ?? 0);
const limitOf = (p: Page) => sql`limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;

/**
 * The caller's team: every descendant (depth ≥ 1) that is not a trial account, as
 * `member_id, depth`: one range scan of user_tree's primary key (ADR 070).
 */
const team = (agentId: number) => sql`(
  select t.descendant_id as member_id, t.depth
    from user_tree t join users tu on tu.id = t.descendant_id
   where t.ancestor_id = ${agentId} and t.depth >= 1 and tu.type <> 'trial')`;

const daysIn = (column: SQL, days: DayRange): SQL => {
  const from = days.from ? sql` and ${column} >= ${days.from}::date` : sql``;
  const to = days.to ? sql` and ${column} <= ${days.to}::date` : sql``;
  return sql`${from}${to}`;
};

const instantsIn = (column: SQL, range: InstantRange): SQL => {
  const from = range.from ? sql` and ${column} >= ${range.from.toISOString()}::timestamptz` : sql``;
  const to = range.to ? sql` and ${column} < ${range.to.toISOString()}::timestamptz` : sql``;
  return sql`${from}${to}`;
};

const inList = (column: SQL, values: readonly string[] | null): SQL =>
  values
    ? sql` and ${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`
    : sql``;

/**
 * Where a range's report rows are: the daily rows, or for `all` their totals over every day, which
 * triggers keep equal to the daily rows' sums (ADR 135) — a user's or team's plays instead of a
 * year of days × plays. The totals have no day column; `daysIn` adds no bound for `all`.
 */
const ownRowsOf = (days: DayRange): SQL => (isWholeHistory(days) ? sql`report_total` : sql`report_daily`);
const teamRowsOf = (days: DayRange): SQL =>
  isWholeHistory(days) ? sql`team_report_total` : sql`team_report_daily`;

const figureColumns = sql`
  coalesce(sum(r.betting_fen), 0)::bigint as betting, coalesce(sum(r.payout_fen), 0)::bigint as payout,
  coalesce(sum(r.rebate_fen), 0)::bigint as rebate, coalesce(sum(r.bet_count), 0)::bigint as count`;

const figuresOf = (r: Record<string, unknown> | undefined): Figures => ({
  betting: num(r?.betting),
  payout: num(r?.payout),
  rebate: num(r?.rebate),
  count: num(r?.count),
});

async function paged<T>(tx: DbOrTx, query: SQL): Promise<{ rows: T[]; total: number }> {
  const [row] = rowsOf<{ total: unknown; list: unknown }>(await tx.execute(query));
  return { total: num(row?.total), rows: parsed<T[] | null>(row?.list) ?? [] };
}

/** Read queries of the agent centre. Every one starts from the caller's subtree. */
export function createAgentsRepo(db: DbOrTx) {
  return {
    async userById(userId: number): Promise<typeof users.$inferSelect | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** How deep `userId` sits under `agentId` (≥ 1), or null when it is not a (non-trial) member. */
    async depthUnder(agentId: number, userId: number, tx: DbOrTx = db): Promise<number | null> {
      const [row] = rowsOf<{ depth: unknown }>(
        await tx.execute(sql`
          select t.depth from user_tree t join users u on u.id = t.descendant_id
           where t.ancestor_id = ${agentId} and t.descendant_id = ${userId} and t.depth >= 1
             and u.type <> 'trial'`),
      );
      return row ? num(row.depth) : null;
    },

    /** The team member called `account` (case-insensitive), or null. */
    async memberByAccount(agentId: number, account: string): Promise<number | null> {
      const [row] = rowsOf<{ id: unknown }>(
        await db.execute(sql`
          select m.member_id as id from ${team(agentId)} m join users u on u.id = m.member_id
           where lower(u.account) = lower(${account})`),
      );
      return row ? num(row.id) : null;
    },

    /** Members, nearest first; `search` matches part of the account name. */
    listMembers(agentId: number, search: string | null, page: Page) {
      const where = search ? sql`where position(lower(${search}) in lower(u.account)) > 0` : sql``;
      return paged<MemberRow>(
        db,
        sql`
        with members as (
          select u.id, u.account, u.type, u.rebate_per_mille, m.depth, u.parent_id, u.created_at,
                 u.last_login_at, u.last_login_ip
            from ${team(agentId)} m join users u on u.id = m.member_id ${where}
        ), page as (
          select * from members order by depth, id ${limitOf(page)}
        )
        select (select count(*) from members) as total,
               (select coalesce(json_agg(json_build_object(
                  'userId', p.id, 'account', p.account, 'type', p.type, 'rebate', p.rebate_per_mille,
                  'level', p.depth, 'parentId', p.parent_id, 'createdAt', p.created_at,
                  'lastLoginAt', p.last_login_at, 'lastLoginIp', p.last_login_ip,
                  'balance', coalesce(a.balance_fen, 0)) order by p.depth, p.id), '[]'::json)
                  from page p left join ledger_accounts a on a.user_id = p.id) as list`,
      );
    },

    /** Sums of the users' own daily rows over `days`, per user. */
    async figuresPerUser(userIds: readonly number[], days: DayRange): Promise<Map<number, Figures>> {
      const out = new Map<number, Figures>();
      if (!userIds.length) return out;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select r.user_id, ${figureColumns} from ${ownRowsOf(days)} r
           where r.user_id in (select (jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))::int)
                 ${daysIn(sql`r.day`, days)}
           group by r.user_id`),
      );
      for (const r of rows) out.set(num(r.user_id), figuresOf(r));
      return out;
    },

    /** The whole team's sums over `days` (ADR 071): days × plays rows of team_report_daily. */
    async teamFigures(agentId: number, days: DayRange): Promise<Figures> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select ${figureColumns} from ${teamRowsOf(days)} r
           where r.ancestor_id = ${agentId} ${daysIn(sql`r.day`, days)}`),
      );
      return figuresOf(row);
    },

    /** Members, those who joined in `since`, and those with a settled bet in `days`: one pass. */
    async teamCounts(agentId: number, days: DayRange, since: InstantRange) {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select count(*) as team_size,
                 count(*) filter (where true ${instantsIn(sql`u.created_at`, since)}) as new_members,
                 count(*) filter (where exists (
                   select 1 from ${ownRowsOf(days)} r where r.user_id = t.descendant_id and r.bet_count > 0
                   ${daysIn(sql`r.day`, days)})) as active_members
            from user_tree t join users u on u.id = t.descendant_id
           where t.ancestor_id = ${agentId} and t.depth >= 1 and u.type <> 'trial'`),
      );
      return {
        teamSize: num(row?.team_size),
        newMembers: num(row?.new_members),
        activeMembers: num(row?.active_members),
      };
    },

    /** Per game and play over the team (optionally one game). */
    async teamGameStats(agentId: number, days: DayRange, game: string | null) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select r.game_code, r.play_code, ${figureColumns} from ${teamRowsOf(days)} r
           where r.ancestor_id = ${agentId} ${daysIn(sql`r.day`, days)}
                 ${game ? sql`and r.game_code = ${game}` : sql``}
           group by r.game_code, r.play_code
          -- A play whose rows a move took out of this team nets to zero in the totals: not listed.
          having sum(abs(r.betting_fen)) + sum(abs(r.payout_fen)) + sum(abs(r.rebate_fen)) + sum(abs(r.bet_count)) > 0
           order by r.game_code, r.play_code`),
      );
      return rows.map((r) => ({ game: String(r.game_code), play: String(r.play_code), ...figuresOf(r) }));
    },

    /**
     * Direct members (a page of them), each with the figures of its own branch: its own daily rows
     * plus its team's.
     */
    async branchReport(agentId: number, days: DayRange, page: Page) {
      return paged<
        { userId: number; account: string; type: string; rebate: number } & Record<string, unknown>
      >(
        db,
        sql`
        with direct as (
          select u.id, u.account, u.type, u.rebate_per_mille from user_tree t join users u on u.id = t.descendant_id
           where t.ancestor_id = ${agentId} and t.depth = 1 and u.type <> 'trial'
        ), page as (
          select * from direct order by id ${limitOf(page)}
        ), rows as (
          select r.user_id as branch, r.betting_fen, r.payout_fen, r.rebate_fen, r.bet_count
            from ${ownRowsOf(days)} r where r.user_id in (select id from page) ${daysIn(sql`r.day`, days)}
          union all
          select r.ancestor_id, r.betting_fen, r.payout_fen, r.rebate_fen, r.bet_count
            from ${teamRowsOf(days)} r where r.ancestor_id in (select id from page) ${daysIn(sql`r.day`, days)}
        ), sums as (
          select r.branch, ${figureColumns} from rows r group by r.branch
        )
        select (select count(*) from direct) as total,
               (select coalesce(json_agg(json_build_object(
                  'userId', p.id, 'account', p.account, 'type', p.type, 'rebate', p.rebate_per_mille,
                  'betting', coalesce(s.betting, 0), 'payout', coalesce(s.payout, 0),
                  'rebateAmount', coalesce(s.rebate, 0), 'count', coalesce(s.count, 0)) order by p.id), '[]'::json)
                  from page p left join sums s on s.branch = p.id) as list`,
      );
    },

    /** Members whose live session was seen since `since`. */
    listOnline(agentId: number, since: Date, page: Page) {
      return paged<Record<string, unknown>>(
        db,
        sql`
        with online as (
          select u.id, u.account, u.type, m.depth, max(s.last_seen_at) as last_seen_at,
                 (array_agg(s.ip order by s.last_seen_at desc))[1] as ip
            from ${team(agentId)} m join users u on u.id = m.member_id
            join sessions s on s.user_id = u.id and s.ended_at is null
             and s.last_seen_at >= ${since.toISOString()}::timestamptz
           group by u.id, u.account, u.type, m.depth
        ), page as (select * from online order by last_seen_at desc, id ${limitOf(page)})
        select (select count(*) from online) as total,
               (select coalesce(json_agg(json_build_object(
                  'userId', p.id, 'account', p.account, 'type', p.type, 'level', p.depth,
                  'lastSeenAt', p.last_seen_at, 'ip', p.ip) order by p.last_seen_at desc, p.id), '[]'::json)
                  from page p) as list`,
      );
    },

    /** Ledger entries of the team's accounts (optionally one member, some types). */
    listTeamEntries(
      agentId: number,
      filter: { range: InstantRange; memberId: number | null; types: readonly string[] | null },
      page: Page,
    ) {
      const member = filter.memberId === null ? sql`` : sql` and u.id = ${filter.memberId}`;
      return paged<Record<string, unknown>>(
        db,
        sql`
        with entries as (
          select e.id, e.created_at, e.type, e.amount_fen, e.balance_after_fen, u.id as user_id, u.account,
                 lt.remark
            from ${team(agentId)} m join users u on u.id = m.member_id
            join ledger_accounts a on a.user_id = u.id
            join ledger_entries e on e.account_id = a.id
            join ledger_transfers lt on lt.id = e.transfer_id
           where true ${member}${instantsIn(sql`e.created_at`, filter.range)}${inList(sql`e.type`, filter.types)}
        ), page as (select * from entries order by created_at desc, id desc ${limitOf(page)})
        select (select count(*) from entries) as total,
               (select coalesce(json_agg(json_build_object(
                  'id', p.id, 'time', p.created_at, 'type', p.type, 'amount', p.amount_fen,
                  'balanceAfter', p.balance_after_fen, 'userId', p.user_id, 'account', p.account,
                  'remark', p.remark) order by p.created_at desc, p.id desc), '[]'::json)
                  from page p) as list`,
      );
    },

    /**
     * The team's recharge and withdrawal orders, newest first, each with its own status
     * (recharge: reviewing/passed/cancelled; withdrawal: Pending/Completed/Reject).
     */
    listTeamOrders(
      agentId: number,
      filter: { range: InstantRange; kinds: readonly ('recharge' | 'withdraw')[] },
      page: Page,
    ) {
      const wants = (kind: string) => filter.kinds.includes(kind as 'recharge' | 'withdraw');
      const recharge = sql`
        select 'recharge' as kind, o.id, o.order_no, o.created_at, o.amount_fen, o.status,
               null::text as remark, u.id as user_id, u.account
          from ${team(agentId)} m join users u on u.id = m.member_id
          join recharge_orders o on o.user_id = u.id
         where true ${instantsIn(sql`o.created_at`, filter.range)}`;
      const withdraw = sql`
        select 'withdraw' as kind, o.id, o.order_no, o.created_at, o.amount_fen, o.state as status,
               o.remark, u.id as user_id, u.account
          from ${team(agentId)} m join users u on u.id = m.member_id
          join withdraw_orders o on o.user_id = u.id
         where true ${instantsIn(sql`o.created_at`, filter.range)}`;
      const parts = [...(wants('recharge') ? [recharge] : []), ...(wants('withdraw') ? [withdraw] : [])];
      return paged<Record<string, unknown>>(
        db,
        sql`
        with orders as (${sql.join(parts, sql` union all `)}),
        page as (select * from orders order by created_at desc, kind, id desc ${limitOf(page)})
        select (select count(*) from orders) as total,
               (select coalesce(json_agg(json_build_object(
                  'id', p.id, 'orderNo', p.order_no, 'time', p.created_at, 'kind', p.kind,
                  'amount', p.amount_fen, 'status', p.status, 'remark', p.remark,
                  'userId', p.user_id, 'account', p.account)
                  order by p.created_at desc, p.kind, p.id desc), '[]'::json)
                  from page p) as list`,
      );
    },

    /** Σ of the team's ledger entries of some types over the range, by type (signed). */
    async teamEntrySums(agentId: number, range: InstantRange, types: readonly string[]) {
      // The whole history: each member's per-type totals (ADR 135), not every entry.
      const totals = sql`
          select t.type, sum(t.amount_fen)::bigint as total
            from ${team(agentId)} m join ledger_accounts a on a.user_id = m.member_id
            join ledger_type_totals t on t.account_id = a.id
           where t.entry_count > 0 ${inList(sql`t.type`, types)}
           group by t.type`;
      const rows = rowsOf<{ type: string; total: unknown }>(
        await db.execute(
          isWholeHistory(range)
            ? totals
            : sql`
          select e.type, sum(e.amount_fen)::bigint as total
            from ${team(agentId)} m join ledger_accounts a on a.user_id = m.member_id
            join ledger_entries e on e.account_id = a.id
           where true ${instantsIn(sql`e.created_at`, range)}${inList(sql`e.type`, types)}
           group by e.type`,
        ),
      );
      return new Map(rows.map((r) => [r.type, num(r.total)]));
    },

    /** One user's ledger sums by type and direction (transfers in and out are told apart). */
    async entrySumsOf(userId: number) {
      const rows = rowsOf<{ type: string; credit: unknown; debit: unknown }>(
        await db.execute(sql`
          select e.type, coalesce(sum(e.amount_fen) filter (where e.amount_fen > 0), 0)::bigint as credit,
                 coalesce(-sum(e.amount_fen) filter (where e.amount_fen < 0), 0)::bigint as debit
            from ledger_accounts a join ledger_entries e on e.account_id = a.id
           where a.user_id = ${userId} group by e.type`),
      );
      return new Map(rows.map((r) => [r.type, { credit: num(r.credit), debit: num(r.debit) }]));
    },
  };
}
export type AgentsRepo = ReturnType<typeof createAgentsRepo>;
