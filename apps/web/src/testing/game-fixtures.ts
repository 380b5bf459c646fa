import { catalogOf, games } from '@fairdraw/rules';

import type { CurrentIssue } from '../features/game/api/game-types';

/*
 * Mocked draw and betting API for web component tests: answers in the shapes of the contract
 * (packages/contract), as the draws and betting modules give them.
 */

/** GET /game/list exactly as the server builds it: catalogOf(game) at the default rates. */
export function gameList() {
  return {
    list: games.flatMap((g) => {
      const catalog = catalogOf(g.code);
      return catalog ? [{ ...catalog, enabled: true }] : [];
    }),
  };
}

export const fixedServerTime = '2026-11-23T10:00:00.000+07:00';

/** POST /game/current: an open issue closing in 40 s, drawn in 45 s, with the previous result. */
export function currentIssue(game: string, overrides: Partial<CurrentIssue> = {}): CurrentIssue {
  const server = Date.parse(fixedServerTime);
  const at = (s: number) => new Date(server + s * 1000).toISOString();
  const result: Record<string, number[]> = {
    k3: [2, 5, 5],
    ffc: [1, 9, 0, 4, 7],
    sfc: [3, 3, 8, 2, 6],
    wfc: [0, 5, 5, 1, 9],
    pk10: [3, 7, 1, 10, 2, 5, 9, 4, 8, 6],
    xyft: [8, 2, 5, 1, 10, 7, 3, 9, 6, 4],
    lhc: [12, 5, 33, 41, 7, 28, 49],
  };
  return {
    game: game,
    issue: '202611230600',
    status: 'open',
    openAt: at(-20),
    closeAt: at(40),
    drawAt: at(45),
    serverTime: fixedServerTime,
    commitment: 'ab'.repeat(32),
    last: {
      issue: '202611230599',
      result: result[game] ?? [1, 2, 3],
      drawnAt: at(-15),
      seed: 'cd'.repeat(32),
      commitment: 'ef'.repeat(32),
    },
    ...overrides,
  };
}
