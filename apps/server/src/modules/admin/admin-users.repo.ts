import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

export interface UserSearch {
  q?: string | undefined;
  account?: string | undefined;
  userId?: number | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  agent?: string | undefined;
  type: 'player' | 'agent' | 'trial' | 'all';
}

export interface UserRowRaw {
  id: number;
  account: string;
  type: 'player' | 'agent' | 'trial';
  parent_id: number | null;
  parent_account: string | null;
  rebate_per_mille: number;
  balance: string | number;
  is_frozen: boolean;
  phone: string | null;
  email: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
  last_login_ip: string | null;
  has_fund_password: boolean;
  must_change: boolean;
  invite_code: string | null;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = sql`
  u.id, u.account, u.type, u.parent_id, p.account as parent_account, u.rebate_per_mille,
  coalesce(a.balance_fen, 0) as balance, u.is_frozen, u.phone, u.email, u.created_at,
  u.last_login_at, u.last_login_ip, u.fund_password_hash is not null as has_fund_password,
  (u.must_change_password or u.must_change_fund_password) as must_change, u.invite_code
  from users u left join users p on p.id = u.parent_id left join ledger_accounts a on a.user_id = u.id`;

/** The users desk's reads: search across all users, and one user's recent records. */
export function createAdminUsersRepo(db: DbOrTx) {
  return {
    async search(s: UserSearch, limit: number, offset: number) {
      const where: SQL[] = [sql`true`];
      if (s.q) {
        const id = /^\d{1,9}$/.test(s.q) ? Number(s.q) : -1;
        where.push(
          sql`(u.account ilike ${like(s.q)} or u.id = ${id} or u.phone = ${s.q} or u.email = ${s.q.toLowerCase()})`,
        );
      }
      if (s.account) where.push(sql`u.account ilike ${like(s.account)}`);
      if (s.userId !== undefined) where.push(sql`u.id = ${s.userId}`);
      if (s.phone) where.push(sql`u.phone like ${like(s.phone)}`);
      if (s.email) where.push(sql`u.email like ${like(s.email.toLowerCase())}`);
      if (s.type !== 'all') where.push(sql`u.type = ${s.type}`);
      if (s.agent) {
        where.push(sql`u.id in (select t.descendant_id from user_tree t join users ag on ag.id = t.ancestor_id
                                  where lower(ag.account) = lower(${s.agent}) and t.depth >= 1)`);
      }
      const cond = sql.join(where, sql` and `);
      const rows = rowsOf<UserRowRaw>(
        await db.execute(
          sql`select ${userColumns} where ${cond} order by u.id desc limit ${limit} offset ${offset}`,
        ),
      );
      const [total] = rowsOf<{ n: string | number }>(
        await db.execute(sql`select count(*) as n from users u where ${cond}`),
      );
      return { rows, total: Number(total?.n ?? 0) };
    },
    async user(userId: number, tx: DbOrTx = db) {
      const [row] = rowsOf<UserRowRaw>(await tx.execute(sql`select ${userColumns} where u.id = ${userId}`));
      return row;
    },
    /** Root first, the direct parent last. */
    async agentChain(userId: number) {
      return rowsOf<{ id: number; account: string }>(
        await db.execute(sql`select u.id, u.account from user_tree t join users u on u.id = t.ancestor_id
                              where t.descendant_id = ${userId} and t.depth >= 1 order by t.depth desc`),
      );
    },
    async bets(userId: number, limit: number) {
      return rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select id, created_at, game_code, issue, play_code, amount_fen, payout_fen, status
            from bets where user_id = ${userId} order by id desc limit ${limit}`),
      );
    },
    async sessions(userId: number, limit: number) {
      return rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select id, created_at, last_seen_at, ip, user_agent, ended_at, end_reason
            from sessions where user_id = ${userId} order by created_at desc limit ${limit}`),
      );
    },
    async failedLogins(account: string, limit: number) {
      return rowsOf<{ created_at: Date | string; ip: string | null }>(
        await db.execute(sql`
          select created_at, ip from failed_attempts
           where kind = 'login' and subject = ${account.toLowerCase()} order by id desc limit ${limit}`),
      );
    },
    async lockUser(userId: number, tx: DbOrTx) {
      const [row] = rowsOf<{
        id: number;
        account: string;
        type: string;
        parent_id: number | null;
        rebate_per_mille: number;
        is_frozen: boolean;
        phone: string | null;
        email: string | null;
      }>(
        await tx.execute(
          sql`select id, account, type, parent_id, rebate_per_mille, is_frozen, phone, email
                from users where id = ${userId} for update`,
        ),
      );
      return row;
    },
    async setFrozen(userId: number, frozen: boolean, tx: DbOrTx) {
      await tx.execute(sql`update users set is_frozen = ${frozen} where id = ${userId}`);
    },
  };
}
export type AdminUsersRepo = ReturnType<typeof createAdminUsersRepo>;
