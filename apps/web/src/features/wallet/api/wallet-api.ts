import type { EndpointBody } from '@fairdraw/contract';
import type { BindBankCardInput, BindDigitalWalletInput, WithdrawalInput } from '@fairdraw/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

/** Recharge, withdrawal and withdrawal addresses (ADR 030). */
export const walletKeys = {
  channels: ['recharge', 'channels'] as const,
  addresses: ['user', 'withdrawAddresses'] as const,
  withdrawInfo: ['withdraw', 'info'] as const,
};

export const fetchChannels = async () => (await api.call('rechargeChannels')).list;
export const createRecharge = (body: EndpointBody<'rechargeCreate'>) => api.call('rechargeCreate', body);
export const fetchAddresses = () => api.call('getWithDrawAddrList');
export const fetchWithdrawInfo = () => api.call('withdrawInfo');
export const createWithdrawal = (body: WithdrawalInput) => api.call('withdrawCreate', body);
export const bindBankCard = (body: BindBankCardInput) => api.call('bindBankCard', body);
export const bindWallet = (body: BindDigitalWalletInput) => api.call('bindDigitWall', body);
export const deleteAddress = (body: EndpointBody<'deleteWithDrawAddr'>) =>
  api.call('deleteWithDrawAddr', body);

export const channelsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.channels, queryFn: fetchChannels, staleTime: 60_000 });
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.addresses, queryFn: fetchAddresses });
export const withdrawInfoQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.withdrawInfo, queryFn: fetchWithdrawInfo });

export const useChannels = () => useQuery(channelsQueryOptions());
export const useAddresses = () => useQuery(addressesQueryOptions());
export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());

/** Writes that change what the user, the address list or the withdrawal page show refresh them. */
function useWalletMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletKeys.addresses }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo }),
      ]),
  });
}

export const useCreateRecharge = () => useMutation({ mutationFn: createRecharge });
export const useCreateWithdrawal = () => useWalletMutation(createWithdrawal);
export const useBindBankCard = () => useWalletMutation(bindBankCard);
export const useBindWallet = () => useWalletMutation(bindWallet);
export const useDeleteAddress = () => useWalletMutation(deleteAddress);
