// The requests of the shipped benches (shipped.bench.ts, order-profile.ts, request-costs.ts): one-bet
// K3-style orders (sum 10) and the two reads sent beside them in an open loop.
import type { Player, RequestKind } from './http-load';

/** One-bet orders of `game` on the issue `issue()` names then, player n mod the list; `rate` 0 (set it for an open loop). */
export function orderKind(players: Player[], game: string, issue: () => string, tag: string): RequestKind {
  return {
    name: 'makeOrder',
    rate: 0,
    make: (n) => ({
      path: '/user/makeOrder',
      player: players[n % players.length] as Player,
      body: {
        game,
        issue: issue(),
        requestId: `${tag}-${n}`,
        bets: [{ play: 'HZ', selection: [['10']], unitPrice: 1, multiple: 1 }],
      },
    }),
  };
}

/** `/game/current` at ⅛ and `/bet/list` at 1/16 of the order rate (at least 10 and 5 a second). */
export const readKinds = (players: Player[], game: string, rate: number): RequestKind[] => [
  {
    name: '/game/current',
    rate: Math.max(10, rate / 8),
    make: (n) => ({
      path: '/game/current',
      player: players[(n * 7) % players.length] as Player,
      body: { game },
    }),
  },
  {
    name: '/bet/list',
    rate: Math.max(5, rate / 16),
    make: (n) => ({
      path: '/bet/list',
      player: players[(n * 13) % players.length] as Player,
      body: { range: 'today', page: 1, pageSize: 10 },
    }),
  },
];
