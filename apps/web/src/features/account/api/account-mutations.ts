import type { UpdateFundPasswordInput, UpdatePasswordInput } from '@fairdraw/rules';
import type { AvatarKey } from '@fairdraw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

/** Account writes of api.md; each refreshes the user afterwards (security level, bindings, icon). */
export const updatePassword = (body: UpdatePasswordInput) => api.post<null>('/user/updatePwd', body);
export const updateFundPassword = (body: UpdateFundPasswordInput) =>
  api.post<null>('/user/updateTransPwd', body);
/** Without `code` the server sends one to the address; with it the address is bound (ADR 119). */
export const bindEmail = (body: { email: string; code?: string }) => api.post<null>('/user/bindEmail', body);
export const bindPhone = (body: { phone: string; code?: string }) => api.post<null>('/user/bindPhone', body);
export const updateAvatar = (body: { icon: AvatarKey }) => api.post<null>('/user/updateAvatar', body);

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
