import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { LoadingView } from '../components/ui/loading-view';
import { SectionError } from '../components/ui/query-state';
import { useAuthStore } from '../features/auth/auth-store';
import { userInfoQueryOptions } from '../lib/user';
import { loginPath, paths, publicPaths } from '../config/paths';
import { PlayerPromptsSlot } from './player-prompts-slot';

/** Pages an account that must replace its initial passwords may still open. */
const passwordPages: readonly string[] = [paths.modifyLoginPwd, paths.modifyTransPwd];

/**
 * Pages shown while the user's data is on its way: they draw a placeholder where they show it (home's
 * balance reads `--`), so the first screen of a logged-in visit paints without waiting for the answer.
 * The redirects below still apply once it arrives.
 */
const pagesShownBeforeUser: readonly string[] = [paths.root, paths.home];

/** The guarded page, with the responsible-play prompts of a logged-in player over it (ADR 123). */
export function Guard() {
  return (
    <>
      <GuardedPage />
      <PlayerPromptsSlot />
    </>
  );
}

/**
 * Access guard: whitelisted pages open freely; every other page needs a token
 * (else login, remembering where to return) and the user's data, which is loaded first.
 */
function GuardedPage() {
  const { pathname, search } = useLocation();
  const token = useAuthStore((state) => state.token);
  if (publicPaths.includes(pathname)) return <Outlet />;
  if (!token) return <Navigate to={loginPath(pathname + search)} replace />;
  return <UserGate pathname={pathname} />;
}

function UserGate({ pathname }: { pathname: string }) {
  const user = useQuery(userInfoQueryOptions());
  // The page behind the gate is the largest render of a first visit. Deferred, React renders it as a
  // transition, in slices of a few milliseconds, instead of one long task that blocks a slow phone
  // (Lighthouse's total blocking time); the loading view stays until it is done.
  const data = useDeferredValue(user.data);
  if (data) {
    if (data.mustChangePassword && !passwordPages.includes(pathname)) {
      return <Navigate to={paths.modifyLoginPwd} replace />;
    }
    return <Outlet />;
  }
  // A 401 without a jwt clears the token, which re-renders Guard into the login redirect.
  if (user.isError) return <SectionError onRetry={() => void user.refetch()} />;
  if (pagesShownBeforeUser.includes(pathname)) return <Outlet />;
  return <LoadingView />;
}
