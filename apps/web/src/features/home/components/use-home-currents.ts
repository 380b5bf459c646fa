import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { CurrentIssueAnswer } from '../../../lib/game-current';
import { homeCurrentIssueQuery } from '../home-current';

/** One game's current issue as the list shows it: `pending` while it is on its way. */
export interface HomeCurrent {
  pending: boolean;
  issue: CurrentIssueAnswer | undefined;
}

export interface HomeCurrents {
  /** Every game's answer (or error) has arrived. */
  settled: boolean;
  byGame: Readonly<Record<string, HomeCurrent>>;
}

/**
 * The current issues of all the list's games in one subscription, instead of two per row: an answer
 * that lands renders the list once, not each row's countdown and result one after the other. The
 * combined value is structurally shared (TanStack Query), so it keeps its identity, and the memoized
 * list and results do not render, while no answer changes.
 */
export function useHomeCurrents(codes: readonly string[]): HomeCurrents {
  const combine = useCallback(
    (results: UseQueryResult<CurrentIssueAnswer>[]): HomeCurrents => {
      const byGame: Record<string, HomeCurrent> = {};
      results.forEach((result, index) => {
        const code = codes[index];
        if (code) byGame[code] = { pending: result.isPending, issue: result.data };
      });
      return { settled: results.every((result) => !result.isPending), byGame };
    },
    [codes],
  );
  const queries = useMemo(() => codes.map((code) => homeCurrentIssueQuery(code)), [codes]);
  return useQueries({ queries, combine });
}
