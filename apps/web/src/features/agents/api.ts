import type { RangeInput } from '@fairdraw/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

export type AgentRange = Extract<RangeInput, string>;

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

function useAgentMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}

export const useCreateAccount = () =>
  useAgentMutation((body: { account: string; rebate: number; type: 'player' | 'agent' }) =>
    api.post<{ user: { userId: number; account: string } }>('/agent/createAccount', body),
  );
export const useCreateLink = () =>
  useAgentMutation((body: { rebate: number; type: 'player' | 'agent' }) =>
    api.post<InviteLink>('/agent/createLink', body),
  );
export const useTransfer = () =>
  useAgentMutation((body: { userId: number; amount: number; fundPassword: string; requestId: string }) =>
    api.post<{ balance: number }>('/agent/transfer', body),
  );
