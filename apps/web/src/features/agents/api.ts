import type { Page, RangeInput } from '@fairdraw/contract';
import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api';

/** Wire shapes of the agent centre (api.md "Agent centre"); money in fen, rebates in per mille. */
export interface Figures {
  betting: number;
  payout: number;
  rebate: number;
  profit: number;
}
export interface Overview extends Figures {
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  bets: number;
  recharge: number;
  withdraw: number;
}
export interface Member {
  userId: number;
  account: string;
  type: 'player' | 'agent';
  rebate: number;
  level: number;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  balance: number;
  totalProfit: number;
}
export interface MemberDetail {
  userId: number;
  account: string;
  type: 'player' | 'agent';
  level: number;
  isDirect: boolean;
  rebate: number;
  balance: number;
  todayProfit: number;
  todayBetting: number;
  totalProfit: number;
  payout: number;
  rebateAmount: number;
  bonus: number;
  transferIn: number;
  transferOut: number;
}
export interface InviteLink {
  code: string;
  link: string;
  rebate: number;
  type: 'player' | 'agent';
  registrations: number;
  createdAt: string;
}
export interface OnlineMember {
  userId: number;
  account: string;
  lastSeenAt: string;
  ip: string | null;
}
export interface BranchRow extends Figures {
  userId: number;
  account: string;
  rebateAmount: number;
  count: number;
}
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One ledger entry of a team member (POST /agent/balanceChanges): amount signed, in fen. */
export interface TeamEntry {
  id: number;
  time: string;
  type: string;
  amount: number;
  balanceAfter: number;
  userId: number;
  account: string;
  remark: string | null;
}
/** One team recharge or withdrawal order (POST /agent/rechargeWithdraw): amount unsigned, in fen. */
export type TeamMoneyOrder = {
  id: number;
  orderNo: string;
  time: string;
  userId: number;
  account: string;
  amount: number;
  remark: string | null;
} & (
  | { kind: 'recharge'; status: 'reviewing' | 'passed' | 'cancelled' }
  | { kind: 'withdraw'; status: 'Pending' | 'Completed' | 'Reject' }
);

export type AgentRange = Extract<RangeInput, string>;
export const balanceChangeTypes = [
  'all',
  'recharge',
  'withdraw',
  'betting',
  'payout',
  'rebate',
  'bonus',
  'transfer',
  'backstage',
] as const;
export type BalanceChangeType = (typeof balanceChangeTypes)[number];
export const moneyKinds = ['all', 'recharge', 'withdraw'] as const;
export type MoneyKind = (typeof moneyKinds)[number];

const key = (...parts: unknown[]) => ['agent', ...parts] as const;

export const useOverview = (range: AgentRange) =>
  useQuery({
    queryKey: key('overview', range),
    queryFn: () => api.post<Overview>('/agent/overview', { range }),
  });
export const useSubordinates = (account: string) =>
  useQuery({
    queryKey: key('subordinates', account),
    queryFn: () =>
      api.post<Paged<Member>>('/agent/subordinates', { ...(account ? { account } : {}), pageSize: 50 }),
  });
export const useMemberDetail = (userId: number) =>
  useQuery({
    queryKey: key('detail', userId),
    queryFn: () => api.post<MemberDetail>('/agent/detail', { userId }),
    enabled: userId > 0,
  });
export const usePromotion = () =>
  useQuery({
    queryKey: key('promotion'),
    queryFn: () => api.get<{ inviteCode: string; link: string; rebate: number }>('/agent/promotion'),
  });
export const useLinks = () =>
  useQuery({ queryKey: key('links'), queryFn: () => api.post<{ list: InviteLink[] }>('/agent/links', {}) });
export const useOnline = () =>
  useQuery({
    queryKey: key('online'),
    queryFn: () => api.post<Paged<OnlineMember>>('/agent/online', { pageSize: 100 }),
  });
export const useTeamReport = (range: AgentRange) =>
  useQuery({
    queryKey: key('report', range),
    queryFn: () => api.post<Paged<BranchRow> & { team: Figures }>('/agent/report', { range, pageSize: 100 }),
  });

const pageSize = 20;
/** A paged team list: the next page is asked for while the last one was full. */
function pagedQuery<T>(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<Page<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export const balanceChangesQuery = (range: AgentRange, account: string, type: BalanceChangeType) =>
  pagedQuery<TeamEntry>(key('balanceChanges', range, account, type), (page) =>
    api.post('/agent/balanceChanges', { range, ...(account ? { account } : {}), type, page, pageSize }),
  );
export const rechargeWithdrawQuery = (range: AgentRange, kind: MoneyKind) =>
  pagedQuery<TeamMoneyOrder>(key('rechargeWithdraw', range, kind), (page) =>
    api.post('/agent/rechargeWithdraw', { range, kind, page, pageSize }),
  );

function useAgentMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}

export const useCreateAccount = () =>
  useAgentMutation((body: { account: string; rebate: number; type: 'player' | 'agent' }) =>
    api.post<{
      user: { userId: number; account: string; password: string; claimExpiresAt: string | null };
    }>('/agent/createAccount', body),
  );
export const useCreateLink = () =>
  useAgentMutation((body: { rebate: number; type: 'player' | 'agent' }) =>
    api.post<InviteLink>('/agent/createLink', body),
  );
export const useTransfer = () =>
  useAgentMutation((body: { userId: number; amount: number; fundPassword: string; requestId: string }) =>
    api.post<{ balance: number }>('/agent/transfer', body),
  );
