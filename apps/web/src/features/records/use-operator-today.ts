import { useQuery } from '@tanstack/react-query';

import { currentIssueQuery } from '../../lib/game-current';
import { operatorDay } from '../../lib/operator-day';
import { isoDay } from './components/date-range-filter';

/**
 * Today in the operator's time zone, from the server's clock (any game's current issue carries it;
 * the home list has usually cached one). `undefined` while it loads; the phone's day if the server
 * gives no usable time, so the records still open.
 */
export function useOperatorToday(): string | undefined {
  const clock = useQuery({ ...currentIssueQuery('ffc'), staleTime: 60_000 });
  if (clock.isPending) return undefined;
  // The answer is at most a minute old (staleTime): near midnight the day may lag by that much.
  const serverTime = clock.data?.serverTime;
  return (serverTime && operatorDay(serverTime, Date.parse(serverTime))) || isoDay(new Date());
}
