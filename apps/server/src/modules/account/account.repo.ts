import { and, count, eq, gte, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { rowsOf } from '../../lib/rows';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * A user as an authenticated request carries it (plugins/auth-token.ts): every column but the two
 * password hashes, which only a verification reads, from the table at that moment (ADR 149).
 */
export type SessionUser = Omit<UserRow, 'passwordHash' | 'fundPasswordHash'> & { hasFundPassword: boolean };

const byAccount = (account: string) => sql`lower(${users.account}) = lower(${account})`;

export function createAccountRepo(db: DbOrTx) {
  return {
    async findById(id: number, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByAccount(account: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(byAccount(account)).limit(1);
      return row;
    },

    async findAgentByInviteCode(code: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.inviteCode, code), eq(users.type, 'agent')))
        .limit(1);
      return row;
    },

    /** The two password hashes, read only where a password is verified (ADR 149). */
    async passwordHashesOf(
      id: number,
      tx: DbOrTx = db,
    ): Promise<Pick<UserRow, 'passwordHash' | 'fundPasswordHash'> | undefined> {
      const [row] = await tx
        .select({ passwordHash: users.passwordHash, fundPasswordHash: users.fundPasswordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async findIdBy(field: 'email' | 'phone', value: string, tx: DbOrTx = db): Promise<number | undefined> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users[field], value)).limit(1);
      return row?.id;
    },

    async insert(values: NewUser, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no user');
      return row;
    },

    /** Shifts the latest login into "previous", which is what the user is shown. */
    async recordLogin(id: number, at: Date, ip: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({
          prevLoginAt: sql`${users.lastLoginAt}`,
          prevLoginIp: sql`${users.lastLoginIp}`,
          lastLoginAt: at,
          lastLoginIp: ip,
        })
        .where(eq(users.id, id));
    },

    async update(id: number, values: Partial<NewUser>, tx: DbOrTx = db): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    async countTrialsFromIp(ip: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.type, 'trial'), eq(users.registerIp, ip), gte(users.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Locks the user row until `tx` ends. */
    async lock(id: number, tx: DbOrTx): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    /**
     * What still holds the player's money, for the closure check (ADR 121): pending withdrawals and
     * bets not yet settled. A read model over the withdraw and betting tables (docs/ARCHITECTURE.md "Data").
     */
    async moneyInFlight(
      userId: number,
      tx: DbOrTx,
    ): Promise<{ pendingWithdrawals: number; openBets: number }> {
      const [row] = rowsOf<{ withdrawals: number | string; bets: number | string }>(
        await tx.execute(sql`
          select (select count(*)::int from withdraw_orders where user_id = ${userId} and state = 'Pending') as withdrawals,
                 (select count(*)::int from bets where user_id = ${userId} and status = 'pending') as bets`),
      );
      return { pendingWithdrawals: Number(row?.withdrawals ?? 0), openBets: Number(row?.bets ?? 0) };
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
