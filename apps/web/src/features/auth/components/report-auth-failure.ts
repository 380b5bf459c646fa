import { ResponseCode } from '@fairdraw/contract';

import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

/**
 * The api-client already toasts refused calls. A code-0 answer without both tokens is rejected by the
 * auth store with the server's message, which nobody has shown yet.
 */
export function reportAuthFailure(error: unknown): void {
  if (error instanceof ApiError && error.code === ResponseCode.ok) showToast(error.message);
}
