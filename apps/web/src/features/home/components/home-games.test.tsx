import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { CurrentIssue } from '../../../lib/game-current';
import { currentIssueQuery } from '../../../lib/game-current';
import { type RecordedCall, envelope } from '../../../testing/fetch-mock';
import { serveApi } from '../../../testing/form';
import { currentIssue } from '../../../testing/game-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import { BalanceCard } from './balance-card';
import { HomeGames } from './home-games';

const events = vi.hoisted(() => {
  const listeners = new Set<(event: { type: string; data: Record<string, unknown> }) => void>();
  return {
    subscribeGameEvents: (listener: (event: { type: string; data: Record<string, unknown> }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnectGameEvents: () => undefined,
    emit(type: string, data: Record<string, unknown>) {
      for (const listener of [...listeners]) listener({ type, data });
    },
  };
});
vi.mock('../../../lib/game-events', () => events);

const homeData = {
  banners: [],
  notices: [],
  games: [
    { code: 'k3', family: 'k3', name: 'Quick 3', category: 'quick3', icon: 'k3', intervalSec: 60 },
    { code: 'lhc', family: 'marksix', name: 'Mark Six', category: 'other', icon: 'lhc', intervalSec: 300 },
  ],
  categories: [],
  serviceUrl: '',
  version: '0.1.0',
};

/** POST /game/current and the list's POST /game/currents, each game answered by `issueOf`. */
function currentRoutes(issueOf: (game: string) => CurrentIssue) {
  return {
    '/game/current': (call: RecordedCall) => envelope(0, issueOf((call.body as { game: string }).game)),
    '/game/currents': (call: RecordedCall) =>
      envelope(0, { list: (call.body as { games: string[] }).games.map(issueOf) }),
  };
}

/** How many times a game was asked for, alone or with others. */
const askedFor = (calls: readonly RecordedCall[], game: string) =>
  calls.filter((c) => {
    const body = (c.body ?? {}) as { game?: string; games?: string[] };
    return body.game === game || Boolean(body.games?.includes(game));
  }).length;

describe('home live parts (mocked API and event stream)', () => {
  it('shows each game next draw countdown from server time and its latest result', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The phone clock is off by years: countdowns still follow serverTime.
    vi.setSystemTime(new Date('2021-06-01T00:00:00Z'));
    serveApi({ '/index/index': () => envelope(0, homeData), ...currentRoutes((game) => currentIssue(game)) });
    renderWithProviders(<HomeGames />);
    const k3 = await screen.findByTestId('next-draw-k3');
    // Drawn 45 s after the server's time. Waited for: the shared tick holds the real time of the
    // module's import until its first subscriber (mounted in the same commit) resets it to the faked one.
    await waitFor(() => expect(k3.textContent).toMatch(/^Next draw00:4[45]$/));
    expect(screen.getByTestId('next-draw-lhc')).toBeTruthy();
    expect(document.querySelectorAll('.home-latest .game-die')).toHaveLength(3);
    expect(document.querySelectorAll('.home-latest .game-ball')).toHaveLength(7);
    vi.useRealTimers();
  });

  it('holds the place of the result line of a game that has never drawn', async () => {
    serveApi({
      '/index/index': () => envelope(0, homeData),
      ...currentRoutes((game) => currentIssue(game, game === 'lhc' ? { last: null } : {})),
    });
    renderWithProviders(<HomeGames />);
    await screen.findByTestId('next-draw-lhc');
    // k3's result shows; Mark Six keeps an invisible result of its family (seven balls), not an empty line.
    expect(document.querySelectorAll('.home-latest:not(.home-latest--pending) .game-die')).toHaveLength(3);
    expect(document.querySelectorAll('.home-latest--pending .game-ball')).toHaveLength(7);
  });

  it("asks for every game's current issue in one request and fills each game's own entry", async () => {
    const mock = serveApi({
      '/index/index': () => envelope(0, homeData),
      ...currentRoutes((game) => currentIssue(game)),
    });
    const { queryClient } = renderWithProviders(<HomeGames />);
    await screen.findByTestId('next-draw-lhc');
    await screen.findByTestId('next-draw-k3');
    const issueCalls = mock.calls.filter((c) => /\/game\/currents?$/.test(c.url));
    expect(issueCalls.map((c) => [c.url.replace(/^.*(?=\/game)/, ''), c.body])).toEqual([
      ['/game/currents', { games: ['k3', 'lhc'] }],
    ]);
    // The game screens' query (the same key) finds the answer there.
    expect(queryClient.getQueryData(currentIssueQuery('lhc').queryKey)).toMatchObject({
      game: 'lhc',
      issue: currentIssue('lhc').issue,
      receivedAt: expect.any(Number),
    });
  });

  it('asks again for a game whose draw is due when the stream has not brought its next issue', async () => {
    // The server's clock is past k3's draw time: the row shows "Drawing" until a new issue arrives.
    const mock = serveApi({
      '/index/index': () => envelope(0, homeData),
      ...currentRoutes((game) =>
        currentIssue(game, game === 'k3' ? { serverTime: '2026-11-23T10:01:00.000+07:00' } : {}),
      ),
    });
    renderWithProviders(<HomeGames />);
    await screen.findByTestId('next-draw-k3');
    const k3Calls = () => askedFor(mock.calls, 'k3');
    const first = k3Calls();
    await waitFor(() => expect(k3Calls()).toBeGreaterThan(first), { timeout: 6_000 });
  }, 15_000);

  it('a settled event updates the balance; the refresh button reloads it', async () => {
    let balance = 12_345;
    const mock = serveApi({ '/user/getUserInfo': () => envelope(0, makeUser({ balance })) });
    renderWithProviders(
      <>
        <BalanceCard />
        <HomeGames />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('123.45'));
    act(() => events.emit('settled', { game: 'k3', issue: '1', betIds: [1], payout: 500, balance: 20_000 }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('200.00'));
    balance = 30_000;
    act(() => screen.getByRole('button', { name: 'Refresh balance' }).click());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('300.00'));
    expect(mock.calls.filter((c) => c.url.endsWith('/user/getUserInfo')).length).toBe(2);
  });
});
