import { randomInt } from 'node:crypto';

import type { DbOrTx } from '../../db/client';
import { type InviteLinkRow, createInvitesRepo } from './invites.repo';

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
  const repo = createInvitesRepo(db);
  return {
    /** A code used neither by an agent nor by a link (retries the rare collision). */
    async freshCode(tx: DbOrTx = db): Promise<string> {
      for (;;) {
        const code = randomCode();
        if (await repo.codeIsFree(code, tx)) return code;
      }
    },

    async resolve(code: string, tx: DbOrTx = db): Promise<ResolvedInvite | null> {
      const agentId = await repo.agentIdByOwnCode(code, tx);
      if (agentId !== null) return { parentId: agentId, type: 'player', rebatePerMille: 0, linkCode: null };
      const link = await repo.linkByCode(code, tx);
      if (!link) return null;
      return {
        parentId: link.agentId,
        type: link.type,
        // The agent's rebate may have been lowered since the link was made: never exceed it.
        rebatePerMille: Math.min(link.rebate, link.agentRebate),
        linkCode: link.code,
      };
    },

    countRegistration: (code: string, tx: DbOrTx): Promise<void> => repo.countRegistration(code, tx),

    async create(agentId: number, rebatePerMille: number, type: 'player' | 'agent'): Promise<InviteLinkRow> {
      const code = await this.freshCode();
      return repo.insertLink({ code, agentId, rebatePerMille, type });
    },

    list: (agentId: number): Promise<InviteLinkRow[]> => repo.linksOf(agentId),
  };
}
export type Invites = ReturnType<typeof createInvites>;
