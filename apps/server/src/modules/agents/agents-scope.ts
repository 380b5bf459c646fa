import type { RangeInput } from '@fairdraw/contract';
import { ResponseCode } from '@fairdraw/contract';

import { AppError } from '../../lib/app-error';
import { type InstantRange, rangeToInstants } from '../../lib/date-range';
import { toZonedIso, zonedDate } from '../../lib/zoned-time';
import type { SessionUser } from '../account/account.service';
import { type DayRange, type Figures, createAgentsRepo } from './agents.repo';
import type { AgentsDeps } from './agents.service';

export const withProfit = (f: Figures) => ({ ...f, profit: f.payout + f.rebate - f.betting });

/**
 * What both halves of the agent centre share: the repo, the operator's time zone for ranges and
 * times, and the team checks. Every user id or account an agent names must be in its team (depth ≥ 1
 * in user_tree, not a trial account) or the call answers 1001 — never an empty row.
 */
export function createAgentScope(deps: Pick<AgentsDeps, 'db' | 'clock' | 'timeZone'>) {
  const repo = createAgentsRepo(deps.db);
  const { clock, timeZone } = deps;
  const iso = (at: string | Date | null) => (at === null ? null : toZonedIso(new Date(at), timeZone));
  const instantsOf = (range: RangeInput): InstantRange => rangeToInstants(range, timeZone, clock.now());
  /** The inclusive calendar days of a range (the daily rows are keyed by day). */
  const daysOf = (range: RangeInput): DayRange => {
    const { from, to } = instantsOf(range);
    return {
      from: from ? zonedDate(from, timeZone) : null,
      to: to ? zonedDate(new Date(to.getTime() - 1), timeZone) : null,
    };
  };

  return {
    repo,
    iso,
    instantsOf,
    daysOf,
    today: (): DayRange => daysOf('today'),

    requireMember: async (agent: SessionUser, userId: number): Promise<number> => {
      const depth = await repo.depthUnder(agent.id, userId);
      if (depth === null) throw new AppError('agent.notInTeam', ResponseCode.notAllowed);
      return depth;
    },

    memberIdOf: async (agent: SessionUser, account: string | undefined): Promise<number | null> => {
      if (!account) return null;
      const id = await repo.memberByAccount(agent.id, account);
      if (id === null) throw new AppError('agent.notInTeam', ResponseCode.notAllowed);
      return id;
    },
  };
}
export type AgentScope = ReturnType<typeof createAgentScope>;
