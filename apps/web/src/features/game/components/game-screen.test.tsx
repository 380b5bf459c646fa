import type { FamilyCode, GameCode } from '@fairdraw/rules';
import { catalogOf, formatFen, previewBet, textOf } from '@fairdraw/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api';
import { envelope } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { currentIssue, fixedServerTime, gameList } from '../../../testing/game-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import { resetGameStore, useGameStore } from '../model/game-store';
import { GameScreen } from './game-screen';

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

const en = (key: string) => textOf('en', key);
const routes: Record<FamilyCode, string> = {
  k3: '/pages/game/fast_three_game',
  fiveball: '/pages/game/five_cents_game',
  racing: '/pages/game/pk10_game',
  marksix: '/pages/game/mark_six_game',
};

function serveGame(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    '/game/list': () => envelope(0, gameList()),
    '/game/current': (call) => envelope(0, currentIssue((call.body as { game: string }).game)),
    '/user/getUserInfo': () => envelope(0, makeUser({ balance: 100_000 })),
    '/game/history': () =>
      envelope(0, {
        list: [
          {
            issue: '202611230599',
            result: [2, 5, 5],
            drawnAt: '',
            commitment: '',
            seed: '',
            zodiacYear: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    ...extra,
  });
}

async function openGame(family: FamilyCode, game: GameCode) {
  renderWithProviders(<GameScreen family={family} />, { route: `${routes[family]}?game=${game}` });
  await screen.findByText(en(catalogOf(game)!.playGroups[0]!.rule));
}

function pickPlay(family: FamilyCode, game: GameCode, playCode: string) {
  const group = catalogOf(game)!.playGroups.find((g) => g.code === playCode)!;
  fireEvent.click(screen.getByRole('tab', { name: en(`group.${family}.${group.group}`) }));
  const chips = screen.queryByRole('radio', { name: en(group.name) });
  if (chips) fireEvent.click(chips);
  return group;
}

/** What the board shows as picked, read back from the boxes (aria-pressed), one array per row. */
function shownSelection(): string[][] {
  const board = document.querySelector('.game-board')!;
  return [...board.querySelectorAll('.game-row')].map((row) =>
    [...row.querySelectorAll('.game-box[aria-pressed="true"]')].map((box) => box.getAttribute('data-code')!),
  );
}

const familyGames: [FamilyCode, GameCode][] = [
  ['k3', 'k3'],
  ['fiveball', 'ffc'],
  ['racing', 'pk10'],
  ['marksix', 'lhc'],
];

beforeEach(() => {
  resetGameStore();
  api.configure({ retryDelayMs: 0 });
});
afterEach(async () => {
  Dialog.clear();
  await clearToasts();
  vi.useRealTimers();
});

describe('game boards (mocked API)', () => {
  it.each(familyGames)(
    '%s board: the shown count and amount equal the rules package for random clicks (property)',
    async (family, game) => {
      serveGame();
      await openGame(family, game);
      // Typed-entry plays have no boxes to click (typed-entry-board.test.tsx types into them).
      const plays = catalogOf(game)!.playGroups.filter((p) =>
        p.childrens.length ? p.childrens.every((r) => r.items.length > 0) : p.items.length > 0,
      );
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: plays.length - 1 }),
          fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
          async (playIndex, clicks) => {
            const group = pickPlay(family, game, plays[playIndex]!.code);
            await waitFor(() =>
              expect(document.querySelector('.game-board')?.getAttribute('data-play')).toBe(group.code),
            );
            const boxes = [...document.querySelectorAll<HTMLButtonElement>('.game-board .game-box')];
            for (const click of clicks) fireEvent.click(boxes[click % boxes.length]!);
            const selection = shownSelection();
            // Mark Six pairing plays count with the open issue's zodiac year (drawn 2026-11-23).
            const preview = previewBet(game, group.code, selection, 200, 1, { zodiacYear: 2026 });
            expect(screen.getByTestId('bet-count').textContent).toBe(
              preview.betCount === 1 ? '1 bet' : `${preview.betCount} bets`,
            );
            expect(screen.getByTestId('bet-amount').textContent).toBe(formatFen(preview.amountFen));
            // The store holds exactly what the board shows (gameType, gameItems).
            expect(useGameStore.getState()).toMatchObject({ gameType: group.code, gameItems: selection });
          },
        ),
        { numRuns: 12 },
      );
    },
    60_000,
  );

  it('keeps the latest draws in the store as historyList (spec section 3)', async () => {
    serveGame();
    await openGame('k3', 'k3');
    await waitFor(() =>
      expect(useGameStore.getState().historyList.map((row) => row.issue)).toEqual(['202611230599']),
    );
    expect(useGameStore.getState()).toMatchObject({ topLevel: 'k3', gameType: 'HZ', userBalance: 100_000 });
  });

  it('shows the odds on each box as rate × 0.01 with two decimals', async () => {
    serveGame();
    await openGame('k3', 'k3');
    const box = document.querySelector('.game-box[data-code="10"]')!;
    expect(box.textContent).toBe(
      `10${formatFen(catalogOf('k3')!.playGroups[0]!.items.find((i) => i.code === '10')!.rate)}`,
    );
  });

  it('quick-pick row: odd picks the odd numbers of the five-ball grid', async () => {
    serveGame();
    await openGame('fiveball', 'ffc');
    pickPlay('fiveball', 'ffc', 'NUM_B1');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Quick pick' })).getByRole('button', { name: 'Odd' }),
    );
    expect(shownSelection()).toEqual([['1', '3', '5', '7', '9']]);
    expect(screen.getByTestId('bet-count').textContent).toBe('5 bets');
    expect(screen.getByTestId('bet-amount').textContent).toBe('10.00');
  });

  it('the five-ball switcher changes the game through the query string', async () => {
    serveGame();
    await openGame('fiveball', 'ffc');
    fireEvent.click(screen.getByRole('tab', { name: 'Three-minute lottery' }));
    await waitFor(() => expect(useGameStore.getState().game).toBe('sfc'));
    expect(document.querySelector('[data-game="sfc"]')).not.toBeNull();
  });
});

describe('issue clock (mocked API and event stream)', () => {
  it('counts down from serverTime, not from the phone clock', async () => {
    // The phone's clock is three years off; the countdown still shows the server's 40 s.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2023-01-01T00:00:00Z'));
    serveGame();
    await openGame('k3', 'k3');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^00:(40|39)$/);
  });

  it('closing, result, next issue and settled events update the screen without a reload', async () => {
    serveGame();
    await openGame('k3', 'k3');
    expect(screen.getByText('Issue 202611230600')).toBeTruthy();
    act(() => events.emit('closing', { game: 'k3', issue: '202611230600', closeAt: '', drawAt: '' }));
    // React Query tells its observers on the next tick.
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).toContain('Closed — drawing'));
    act(() =>
      events.emit('result', {
        game: 'k3',
        issue: '202611230600',
        result: [6, 6, 1],
        seed: '00',
        commitment: '11',
        drawnAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('link', { name: /^Result of issue 202611230600\b/ })).toBeTruthy();
    // Times of the stream are server times: an hour after the server's clock of /game/current.
    const now = Date.parse(fixedServerTime);
    act(() =>
      events.emit('issue', {
        game: 'k3',
        issue: '202611230601',
        openAt: new Date(now).toISOString(),
        closeAt: new Date(now + 3_600_000).toISOString(),
        drawAt: new Date(now + 3_605_000).toISOString(),
        commitment: '22',
      }),
    );
    expect(await screen.findByText('Issue 202611230601')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).toMatch(/^(59:59|1:00:00)$/));
    act(() =>
      events.emit('settled', {
        game: 'k3',
        issue: '202611230600',
        betIds: [1],
        payout: 3900,
        balance: 103_900,
      }),
    );
    expect(await screen.findByText('Bets settled: payout 39.00, balance 1039.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('1039.00'));
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Picks K3 sum 10 and 11 as one line, and a second play (any triple), both into the slip. */
async function fillSlipWithTwoPlays() {
  await openGame('k3', 'k3');
  fireEvent.click(document.querySelector('.game-box[data-code="10"]')!);
  fireEvent.click(document.querySelector('.game-box[data-code="11"]')!);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  pickPlay('k3', 'k3', 'STHTX');
  fireEvent.click(document.querySelector('.game-box[data-code="triple"]')!);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  fireEvent.click(screen.getByRole('button', { name: /Bet slip/ }));
  await screen.findByRole('list', { name: 'Bet slip' });
}

/** The newest dialog: antd-mobile keeps closed ones in the DOM while their exit animation runs. */
function lastDialog(): HTMLElement {
  const element = [...document.querySelectorAll<HTMLElement>('.adm-dialog')].at(-1);
  if (!element) throw new Error('no dialog yet');
  return element;
}

async function placeAndConfirm() {
  const before = document.querySelectorAll('.adm-dialog').length;
  fireEvent.click(
    within(document.querySelector('.game-slip__foot')!).getByRole('button', { name: 'Place bet' }),
  );
  await waitFor(() => expect(document.querySelectorAll('.adm-dialog').length).toBeGreaterThan(before));
  fireEvent.click(within(lastDialog()).getByRole('button', { name: 'Place bet' }));
}

const orderCalls = (calls: { url: string; body: unknown }[]) =>
  calls
    .filter((call) => call.url.endsWith('/user/makeOrder'))
    .map((call) => call.body as Record<string, unknown>);

describe('bet slip and makeOrder (mocked API)', () => {
  it('two plays of one issue go out as one order with the previews, and the balance updates', async () => {
    const mock = serveGame({
      '/user/makeOrder': () =>
        envelope(0, {
          orderNo: 'O1',
          bets: [
            { id: 1, betCount: 2, amount: 400 },
            { id: 2, betCount: 1, amount: 200 },
          ],
          balance: 99_400,
        }),
    });
    await fillSlipWithTwoPlays();
    expect(screen.getByTestId('slip-total').textContent).toBe('3 bets, total 6.00');
    expect(screen.getByText('10,11')).toBeTruthy();
    await placeAndConfirm();
    expect(await screen.findByText('Bet placed')).toBeTruthy();
    const [order] = orderCalls(mock.calls);
    expect(order).toMatchObject({
      game: 'k3',
      issue: '202611230600',
      bets: [
        { play: 'HZ', selection: [['10', '11']], unitPrice: 200, multiple: 1, betCount: 2, amount: 400 },
        { play: 'STHTX', selection: [['triple']], unitPrice: 200, multiple: 1, betCount: 1, amount: 200 },
      ],
    });
    expect(order!.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(order!.chase).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('994.00'));
    expect(useGameStore.getState().slip).toEqual([]);
  });

  it('a submission retried after a network failure keeps its requestId; the next order gets a new one', async () => {
    let failing = true;
    const mock = serveGame({
      '/user/makeOrder': () => {
        if (failing) throw new TypeError('network down');
        return envelope(0, { orderNo: 'O2', bets: [], balance: 99_000 });
      },
    });
    await fillSlipWithTwoPlays();
    await placeAndConfirm();
    // The client gave up after its retries (all with the same body); the slip is still there.
    await screen.findByText('network failed', {}, { timeout: 10_000 });
    const failed = orderCalls(mock.calls);
    expect(failed.length).toBeGreaterThan(1);
    expect(new Set(failed.map((o) => o.requestId)).size).toBe(1);
    await clearToasts();
    failing = false;
    await sleep(550);
    await placeAndConfirm();
    await screen.findByText('Bet placed');
    const all = orderCalls(mock.calls);
    expect(all.at(-1)!.requestId).toBe(failed[0]!.requestId);

    // A new submission after success is a new request.
    await fillSlipAgain();
    await sleep(550);
    await placeAndConfirm();
    await waitFor(() => expect(orderCalls(mock.calls).length).toBe(all.length + 1));
    expect(orderCalls(mock.calls).at(-1)!.requestId).not.toBe(failed[0]!.requestId);
  }, 20_000);

  it('insufficient balance (1004) offers a recharge', async () => {
    serveGame({ '/user/makeOrder': () => envelope(1004, null, 'Insufficient balance') });
    await fillSlipWithTwoPlays();
    await placeAndConfirm();
    expect(await screen.findByText('Your balance is too low for this bet. Recharge now?')).toBeTruthy();
    await waitFor(() => expect(within(lastDialog()).getByRole('button', { name: 'Recharge' })).toBeTruthy());
    // The slip stays for another try.
    expect(useGameStore.getState().slip).toHaveLength(2);
  });

  it('a chase of 5 issues doubling every 2 shows its total and sends the plan', async () => {
    const mock = serveGame({
      '/user/makeOrder': () => envelope(0, { orderNo: 'O3', bets: [], balance: 96_000, chaseNo: 'C1' }),
    });
    await fillSlipWithTwoPlays();
    fireEvent.click(screen.getByRole('switch', { name: 'Chase next issues' }));
    fireEvent.click(screen.getByText('Double the multiple every'));
    // Multiples 1, 1, 2, 2, 4 on a 6.00 slip: 10 × 6.00.
    expect(screen.getByText('Multiple per issue: 1, 1, 2, 2, 4')).toBeTruthy();
    expect(screen.getByTestId('slip-total').textContent).toBe('Chase 5 issues, total 60.00');
    await placeAndConfirm();
    await screen.findByText('Bet placed');
    expect(orderCalls(mock.calls)[0]!.chase).toEqual({
      issues: 5,
      stopOnWin: true,
      multiples: [1, 1, 2, 2, 4],
    });
  });
});

async function fillSlipAgain() {
  fireEvent.click(document.querySelector('.game-box[data-code="triple"]')!);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(useGameStore.getState().slip).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: /Bet slip/ }));
  await screen.findByRole('list', { name: 'Bet slip' });
}
