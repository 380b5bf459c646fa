import { useState } from 'react';

import { reportAuthFailure } from './report-auth-failure';

/**
 * One session-opening call of the auth store (login, register, trial) behind a busy flag: on success it
 * hands over to `onDone`; a failure is reported (the api-client has already toasted refused calls).
 */
export function useAuthAction<Input = void>(
  action: (input: Input) => Promise<void>,
  onDone: () => void | Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const run = async (input: Input) => {
    setBusy(true);
    try {
      await action(input);
      await onDone();
    } catch (error) {
      reportAuthFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
