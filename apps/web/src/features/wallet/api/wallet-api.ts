import type {
  MaskedBankCard,
  MaskedWallet,
  RechargeChannel,
  RechargeCreateData,
  WithDrawAddrList,
  WithdrawInfo,
} from '@fairdraw/contract';
import type { BindBankCardInput, BindDigitalWalletInput, WithdrawalInput } from '@fairdraw/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

/** Recharge, withdrawal and withdrawal addresses (api.md "Recharge and withdrawal", "Accounts"). */
export const walletKeys = {
  channels: ['recharge', 'channels'] as const,
  addresses: ['user', 'withdrawAddresses'] as const,
  withdrawInfo: ['withdraw', 'info'] as const,
};

/**
 * A fresh client-side id per money request, kept by the caller so a retry repeats it (api.md).
 * getRandomValues, not randomUUID: the latter exists only in secure contexts (a phone on a LAN
 * address over plain HTTP has none).
 */
export const newRequestId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const fetchChannels = async () =>
  (await api.get<{ list: RechargeChannel[] }>('/recharge/channels')).list;
export const createRecharge = (body: { channel: string; amount: number; requestId: string }) =>
  api.post<RechargeCreateData>('/recharge/create', body);
export const fetchAddresses = () => api.get<WithDrawAddrList>('/user/getWithDrawAddrList');
export const fetchWithdrawInfo = () => api.post<WithdrawInfo>('/withdraw/info');
export const createWithdrawal = (body: WithdrawalInput) =>
  api.post<{ orderNo: string; status: string; amount: number; balance: number }>('/withdraw/create', body);
export const bindBankCard = (body: BindBankCardInput) => api.post<MaskedBankCard>('/user/bindBankCard', body);
export const bindWallet = (body: BindDigitalWalletInput) =>
  api.post<MaskedWallet>('/user/bindDigitWall', body);
export const deleteAddress = (body: { id: number; kind: 'bank' | 'wallet'; fundPassword: string }) =>
  api.post<null>('/user/deleteWithDrawAddr', body);

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
