import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { currentIssueQuery } from '../../../lib/game-current';
import { subscribeGameEvents } from '../../../lib/game-events';
import { patchBalance } from '../../../lib/user';
import { whenIdle } from '../../../lib/when-idle';

/**
 * Keeps the home list live from the event stream: a new issue or a result refetches that game's
 * /game/current; a settled bet updates the balance. Listens once the first screen is done (whenIdle):
 * the list has just been asked for, and a draw that is due is asked again by its countdown.
 */
export function useHomeEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const cancel = whenIdle(() => {
      unsubscribe = subscribeGameEvents((event) => {
        if (event.type === 'issue' || event.type === 'result') {
          void queryClient.invalidateQueries({ queryKey: currentIssueQuery(event.data.game).queryKey });
        }
        if (event.type === 'settled') patchBalance(queryClient, event.data.balance);
      });
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [queryClient]);
}
