import { Alert } from 'antd';

import { ApiError } from '../lib/api';
import { texts } from '../texts';

/**
 * A refused or failed read says why (the server's message, e.g. a role's 1001), instead of an empty
 * table that reads as "nothing to review".
 */
export function QueryError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={error instanceof ApiError ? error.message : texts.common.loadFailed}
      style={{ marginBottom: 16 }}
    />
  );
}
