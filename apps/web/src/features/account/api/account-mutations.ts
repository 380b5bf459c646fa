import type { UpdateFundPasswordInput, UpdatePasswordInput } from '@fairdraw/rules';
import type { EndpointBody } from '@fairdraw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

/** Account writes; each refreshes the user afterwards (security level, bindings, icon). */
export const updatePassword = (body: UpdatePasswordInput) => api.call('updatePwd', body);
export const updateFundPassword = (body: UpdateFundPasswordInput) => api.call('updateTransPwd', body);
/** Without `code` the server sends one to the address; with it the address is bound (ADR 119). */
export const bindEmail = (body: EndpointBody<'bindEmail'>) => api.call('bindEmail', body);
export const bindPhone = (body: EndpointBody<'bindPhone'>) => api.call('bindPhone', body);
export const updateAvatar = (body: EndpointBody<'updateAvatar'>) => api.call('updateAvatar', body);

function useAccountMutation<Input>(write: (input: Input) => Promise<null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

export const useUpdatePassword = () => useAccountMutation(updatePassword);
export const useUpdateFundPassword = () => useAccountMutation(updateFundPassword);
export const useBindEmail = () => useAccountMutation(bindEmail);
export const useBindPhone = () => useAccountMutation(bindPhone);
export const useUpdateAvatar = () => useAccountMutation(updateAvatar);
