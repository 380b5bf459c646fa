import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import type { AccountService } from '../account/account.service';
import type { FundPasswordGuard } from '../payout-addresses/fund-password-guard';
import type { WalletService } from '../wallet/wallet.service';
import { createAgentAccounts } from './agents-accounts.service';
import { createAgentReports } from './agents-reports.service';
import { createAgentScope } from './agents-scope';
import type { Invites } from './invites';

export { onlineWindowMs, promotionLinkOf } from './agents-accounts.service';

export interface AgentsDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  accounts: Pick<AccountService, 'create' | 'findByAccount'>;
  /** The fund password of transfers, under the one lock of every fund-password check (ADR 031). */
  fundPasswords: FundPasswordGuard;
  wallet: Pick<WalletService, 'transfer' | 'balanceOf'>;
  invites: Invites;
  timeZone: string;
  /** Days the one-time password of an agent-opened account logs in (ADR 118). */
  agentAccountClaimDays: number;
}

/**
 * The agent centre (ADR 070–073). Every call is the caller's: callers are
 * agents (checked by requireAgent), and every member named must be in the caller's team (1001
 * otherwise, agents-scope.ts). Split by purpose: tree and accounts, and reports.
 */
export function createAgentsService(deps: AgentsDeps) {
  const scope = createAgentScope(deps);
  return { ...createAgentAccounts(deps, scope), ...createAgentReports(scope) };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
