import { randomInt } from 'node:crypto';

import { and, desc, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { inviteLinks, users } from '../../db/schema';
import { rowsOf } from '../../lib/rows';

export type InviteLinkRow = typeof inviteLinks.$inferSelect;

/** What an invite code opens: who the parent is, and the new account's type and rebate. */
export interface ResolvedInvite {
  parentId: number;
  type: 'player' | 'agent';
  rebatePerMille: number;
  /** The extra link used, when it was one (its registrations are counted). */
  linkCode: string | null;
}

/** 8 digits, never starting with 0: easy to read out and type on a phone keypad. */
const randomCode = () => String(randomInt(10_000_000, 100_000_000));

/**
 * Invite codes (ADR 072): an agent's own code (users.invite_code: the house's is 8888) opens a
 * player at 0‰ under that agent; an extra link (invite_links) opens its own type at its own rebate,
 * capped by the agent's current rebate. Both kinds share one space of codes.
 */
export function createInvites(db: DbOrTx) {
  async function codeIsFree(code: string, tx: DbOrTx): Promise<boolean> {
    const taken = await tx.execute(sql`
      select 1 from users where invite_code = ${code} union all select 1 from invite_links where code = ${code}`);
    return rowsOf(taken).length === 0;
  }

  return {
    /** A code used neither by an agent nor by a link (retries the rare collision). */
    async freshCode(tx: DbOrTx = db): Promise<string> {
      for (;;) {
        const code = randomCode();
        if (await codeIsFree(code, tx)) return code;
      }
    },

    async resolve(code: string, tx: DbOrTx = db): Promise<ResolvedInvite | null> {
      const [agent] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.inviteCode, code), eq(users.type, 'agent'), eq(users.isFrozen, false)))
        .limit(1);
      if (agent) return { parentId: agent.id, type: 'player', rebatePerMille: 0, linkCode: null };
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
      if (!link) return null;
      return {
        parentId: link.agentId,
        type: link.type,
        // The agent's rebate may have been lowered since the link was made: never exceed it.
        rebatePerMille: Math.min(link.rebate, link.agentRebate),
        linkCode: link.code,
      };
    },

    async countRegistration(code: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(inviteLinks)
        .set({ registrations: sql`${inviteLinks.registrations} + 1` })
        .where(eq(inviteLinks.code, code));
    },

    async create(agentId: number, rebatePerMille: number, type: 'player' | 'agent'): Promise<InviteLinkRow> {
      const code = await this.freshCode();
      const [row] = await db.insert(inviteLinks).values({ code, agentId, rebatePerMille, type }).returning();
      if (!row) throw new Error('insert returned no invite link');
      return row;
    },

    list: (agentId: number): Promise<InviteLinkRow[]> =>
      db
        .select()
        .from(inviteLinks)
        .where(eq(inviteLinks.agentId, agentId))
        .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.code)),
  };
}
export type Invites = ReturnType<typeof createInvites>;
