import { and, desc, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { inviteLinks, users } from '../../db/schema';
import { rowsOf } from '../../lib/rows';

export type InviteLinkRow = typeof inviteLinks.$inferSelect;

/** An extra invite link with the current rebate of the agent who made it. */
export interface LinkWithAgent {
  code: string;
  agentId: number;
  type: 'player' | 'agent';
  rebate: number;
  agentRebate: number;
}

/** The statements behind invite codes (ADR 072): agents' own codes and extra links share one space. */
export function createInvitesRepo(db: DbOrTx) {
  return {
    async codeIsFree(code: string, tx: DbOrTx = db): Promise<boolean> {
      const taken = await tx.execute(sql`
        select 1 from users where invite_code = ${code} union all select 1 from invite_links where code = ${code}`);
      return rowsOf(taken).length === 0;
    },

    /** The unfrozen agent whose own code this is. */
    async agentIdByOwnCode(code: string, tx: DbOrTx = db): Promise<number | null> {
      const [agent] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.inviteCode, code), eq(users.type, 'agent'), eq(users.isFrozen, false)))
        .limit(1);
      return agent?.id ?? null;
    },

    /** The extra link with this code, when its agent is an unfrozen agent. */
    async linkByCode(code: string, tx: DbOrTx = db): Promise<LinkWithAgent | null> {
      const [link] = await tx
        .select({
          code: inviteLinks.code,
          agentId: inviteLinks.agentId,
          type: inviteLinks.type,
          rebate: inviteLinks.rebatePerMille,
          agentRebate: users.rebatePerMille,
        })
        .from(inviteLinks)
        .innerJoin(users, eq(users.id, inviteLinks.agentId))
        .where(and(eq(inviteLinks.code, code), eq(users.type, 'agent'), eq(users.isFrozen, false)))
        .limit(1);
      return link ?? null;
    },

    async countRegistration(code: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(inviteLinks)
        .set({ registrations: sql`${inviteLinks.registrations} + 1` })
        .where(eq(inviteLinks.code, code));
    },

    async insertLink(row: typeof inviteLinks.$inferInsert, tx: DbOrTx = db): Promise<InviteLinkRow> {
      const [inserted] = await tx.insert(inviteLinks).values(row).returning();
      if (!inserted) throw new Error('insert returned no invite link');
      return inserted;
    },

    linksOf: (agentId: number, tx: DbOrTx = db): Promise<InviteLinkRow[]> =>
      tx
        .select()
        .from(inviteLinks)
        .where(eq(inviteLinks.agentId, agentId))
        .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.code)),
  };
}
