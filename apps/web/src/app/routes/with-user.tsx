import type { UserInfo } from '@fairdraw/contract';
import type { ReactNode } from 'react';

import { LoadingView } from '../../components/ui/loading-view';
import { useUser } from '../../lib/user';

/** The guard has loaded the user before any protected route renders; this only covers a refetch gap. */
export function WithUser({ children }: { children: (user: UserInfo) => ReactNode }) {
  const { data } = useUser();
  return data ? children(data) : <LoadingView />;
}
