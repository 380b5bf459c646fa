import { describe, expect, it } from 'vitest';

import { envelope, pathOf } from '../testing/fetch-mock';
import { serveApi } from '../testing/form';
import { currentIssue } from '../testing/game-fixtures';
import { currentIssueQuery } from './game-current';
import { fetchCurrentIssueBatched, preloadEveryCurrentIssue } from './game-currents';
import { createQueryClient } from './query-client';

describe('current issues in one request (ADR 092)', () => {
  it('a first visit asks for every game at once and files each answer under its game', async () => {
    const mock = serveApi({
      '/game/currents': () => envelope(0, { list: [currentIssue('k3'), currentIssue('lhc')] }),
    });
    const queryClient = createQueryClient();
    preloadEveryCurrentIssue(queryClient);
    // The list asks for a game while the preload's answer is on its way: no second request.
    const k3 = await fetchCurrentIssueBatched('k3');
    expect(k3).toMatchObject({ game: 'k3', receivedAt: expect.any(Number) });
    expect(mock.calls.map((call) => [pathOf(call), call.body])).toEqual([['/game/currents', {}]]);
    expect(queryClient.getQueryData(currentIssueQuery('lhc').queryKey)).toMatchObject({ game: 'lhc' });
  });

  it('games asked for in the same tick share one request; a game alone keeps /game/current', async () => {
    const mock = serveApi({
      '/game/current': (call) => envelope(0, currentIssue((call.body as { game: string }).game)),
      '/game/currents': (call) =>
        envelope(0, { list: (call.body as { games: string[] }).games.map((game) => currentIssue(game)) }),
    });
    const [k3, lhc] = await Promise.all([fetchCurrentIssueBatched('k3'), fetchCurrentIssueBatched('lhc')]);
    expect([k3.game, lhc.game]).toEqual(['k3', 'lhc']);
    await fetchCurrentIssueBatched('ffc');
    expect(mock.calls.map((call) => [pathOf(call), call.body])).toEqual([
      ['/game/currents', { games: ['k3', 'lhc'] }],
      ['/game/current', { game: 'ffc' }],
    ]);
  });

  it('a failed request fails every game it asked for', async () => {
    serveApi({ '/game/currents': () => envelope(1002, null, 'Unknown game') });
    const answers = await Promise.allSettled([
      fetchCurrentIssueBatched('k3'),
      fetchCurrentIssueBatched('nope'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
