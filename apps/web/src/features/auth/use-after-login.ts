import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';

import { paths, redirectTarget } from '../../config/paths';
import { userInfoQueryOptions, userQueryKey } from '../../lib/user';

/**
 * After any login: load the new user (dropping a previous user's cached data), send accounts that
 * must replace their initial password to do so first, else return to the remembered page.
 */
export function useAfterLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return async () => {
    queryClient.removeQueries({ queryKey: userQueryKey });
    const user = await queryClient.fetchQuery(userInfoQueryOptions());
    await navigate(user.mustChangePassword ? paths.modifyLoginPwd : redirectTarget(search), {
      replace: true,
    });
  };
}
