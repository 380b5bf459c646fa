import { describe, expect, it } from 'vitest';

import { currentIssueQuery } from '../../lib/game-current';
import { fetchCurrentIssueBatched } from '../../lib/game-currents';
import { createQueryClient } from '../../lib/query-client';
import { envelope, pathOf } from '../../testing/fetch-mock';
import { serveApi } from '../../testing/form';
import { currentIssue } from '../../testing/game-fixtures';
import { preloadHome } from './preload-home';

const homeData = {
  banners: [],
  notices: [],
  games: [{ code: 'k3', family: 'k3', name: 'Quick 3', category: 'quick3', icon: 'k3', intervalSec: 60 }],
  categories: [],
  serviceUrl: '',
  version: '0.1.0',
};

describe('preloadHome (a first visit of home)', () => {
  it("asks for every game's current issue beside the game list, not after it, and files each answer", async () => {
    let answerHome: () => void = () => undefined;
    const homeAnswered = new Promise<void>((resolve) => (answerHome = resolve));
    const mock = serveApi({
      '/index/index': async () => {
        await homeAnswered;
        return envelope(0, homeData);
      },
      '/game/currents': () => envelope(0, { list: [currentIssue('k3'), currentIssue('lhc')] }),
    });
    const queryClient = createQueryClient();
    preloadHome(queryClient, 'en');
    // The list asks for a game while the preload's answer is on its way: no second request.
    const k3 = await fetchCurrentIssueBatched('k3');
    expect(k3).toMatchObject({ game: 'k3', receivedAt: expect.any(Number) });
    expect(mock.calls.map(pathOf)).toEqual(['/index/index', '/game/currents']);
    expect(mock.calls[1]?.body).toEqual({});
    expect(queryClient.getQueryData(currentIssueQuery('lhc').queryKey)).toMatchObject({ game: 'lhc' });
    answerHome();
  });
});
