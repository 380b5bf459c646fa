import { Result } from 'antd';
import type { ReactNode } from 'react';

import type { OperatorRole } from '@fairdraw/contract';

import { useSession } from '../lib/session';
import { texts } from '../texts';

/** A screen opened by URL by a role the server would refuse explains itself instead of erroring. */
export function RequireRole({ roles, children }: { roles: readonly OperatorRole[]; children: ReactNode }) {
  const operator = useSession();
  if (operator && !roles.includes(operator.role))
    return <Result status="403" title={<h1>403</h1>} subTitle={texts.shell.forbidden} />;
  return children;
}
