import type { EndpointBody, EndpointData, Page, TeamFigures } from '@fairdraw/contract';
import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { RangeChoice } from '../../components/ui/range-tabs';
import { api } from '../../lib/api';

/** The agent centre's shapes, inferred from the contract (money in fen, rebates in per mille). */
export type Figures = TeamFigures;
export type Member = EndpointData<'agentSubordinates'>['list'][number];
export type MemberDetail = EndpointData<'agentDetail'>;
export type InviteLink = EndpointData<'agentLinks'>['list'][number];
export type OnlineMember = EndpointData<'agentOnline'>['list'][number];
export type BranchRow = EndpointData<'agentReport'>['list'][number];
export type TeamEntry = EndpointData<'agentBalanceChanges'>['list'][number];
export type TeamMoneyOrder = EndpointData<'agentRechargeWithdraw'>['list'][number];

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

export const useOverview = (range: RangeChoice) =>
  useQuery({
    queryKey: key('overview', range),
    queryFn: () => api.call('agentOverview', { range }),
  });
export const useSubordinates = (account: string) =>
  useQuery({
    queryKey: key('subordinates', account),
    queryFn: () => api.call('agentSubordinates', { ...(account ? { account } : {}), pageSize: 50 }),
  });
export const useMemberDetail = (userId: number) =>
  useQuery({
    queryKey: key('detail', userId),
    queryFn: () => api.call('agentDetail', { userId }),
    enabled: userId > 0,
  });
export const usePromotion = () =>
  useQuery({
    queryKey: key('promotion'),
    queryFn: () => api.call('agentPromotion'),
  });
export const useLinks = () => useQuery({ queryKey: key('links'), queryFn: () => api.call('agentLinks', {}) });
export const useOnline = () =>
  useQuery({
    queryKey: key('online'),
    queryFn: () => api.call('agentOnline', { pageSize: 100 }),
  });
export const useTeamReport = (range: RangeChoice) =>
  useQuery({
    queryKey: key('report', range),
    queryFn: () => api.call('agentReport', { range, pageSize: 100 }),
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

export const balanceChangesQuery = (range: RangeChoice, account: string, type: BalanceChangeType) =>
  pagedQuery<TeamEntry>(key('balanceChanges', range, account, type), (page) =>
    api.call('agentBalanceChanges', { range, ...(account ? { account } : {}), type, page, pageSize }),
  );
export const rechargeWithdrawQuery = (range: RangeChoice, kind: MoneyKind) =>
  pagedQuery<TeamMoneyOrder>(key('rechargeWithdraw', range, kind), (page) =>
    api.call('agentRechargeWithdraw', { range, kind, page, pageSize }),
  );

function useAgentMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}

export const useCreateAccount = () =>
  useAgentMutation((body: EndpointBody<'agentCreateAccount'>) => api.call('agentCreateAccount', body));
export const useCreateLink = () =>
  useAgentMutation((body: EndpointBody<'agentCreateLink'>) => api.call('agentCreateLink', body));
export const useTransfer = () =>
  useAgentMutation((body: EndpointBody<'agentTransfer'>) => api.call('agentTransfer', body));
