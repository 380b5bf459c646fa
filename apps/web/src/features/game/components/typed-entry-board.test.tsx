import type { FamilyCode, GameCode } from '@fairdraw/rules';
import { catalogOf, textOf } from '@fairdraw/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api';
import { envelope } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { currentIssue, gameList } from '../../../testing/game-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import { resetGameStore, useGameStore } from '../model/game-store';
import { GameScreen } from './game-screen';

vi.mock('../../../lib/game-events', () => ({
  subscribeGameEvents: () => () => undefined,
  reconnectGameEvents: () => undefined,
}));

const en = (key: string) => textOf('en', key);
const routes: Partial<Record<FamilyCode, string>> = {
  fiveball: '/pages/game/five_cents_game',
  marksix: '/pages/game/mark_six_game',
};

function serveGame(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    '/game/list': () => envelope(0, gameList()),
    '/game/current': (call) => envelope(0, currentIssue((call.body as { game: string }).game)),
    '/user/getUserInfo': () => envelope(0, makeUser({ balance: 100_000 })),
    '/game/history': () => envelope(0, { list: [], total: 0, page: 1, pageSize: 10 }),
    ...extra,
  });
}

async function openPlay(family: FamilyCode, game: GameCode, playCode: string) {
  renderWithProviders(<GameScreen family={family} />, { route: `${routes[family]}?game=${game}` });
  await screen.findByText(en(catalogOf(game)!.playGroups[0]!.rule));
  const group = catalogOf(game)!.playGroups.find((g) => g.code === playCode)!;
  fireEvent.click(screen.getByRole('tab', { name: en(`group.${family}.${group.group}`) }));
  const chip = screen.queryByRole('radio', { name: en(group.name) });
  if (chip) fireEvent.click(chip);
  await waitFor(() =>
    expect(document.querySelector('.game-board')?.getAttribute('data-play')).toBe(playCode),
  );
}

beforeEach(() => {
  resetGameStore();
  api.configure({ retryDelayMs: 0 });
});
afterEach(async () => {
  Dialog.clear();
  await clearToasts();
});

describe('typed-entry board (mocked API)', () => {
  it('counts valid entries live, drops duplicates, lists invalid ones by position, adds to the slip', async () => {
    serveGame();
    await openPlay('fiveball', 'ffc', 'ZX5_S');
    const box = screen.getByRole('textbox', { name: 'Type your numbers' });
    fireEvent.change(box, { target: { value: '12345, 54321;12345 9' } });
    const summary = screen.getByTestId('typed-summary');
    expect(summary.textContent).toContain('2 valid');
    expect(summary.textContent).toContain('1 duplicate removed');
    expect(summary.textContent).toContain('1 invalid');
    expect(screen.getByText('No. 4: 9')).toBeTruthy();
    expect(screen.getByTestId('bet-count').textContent).toBe('2 bets');
    expect(useGameStore.getState().gameItems).toEqual([['12345', '54321']]);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(useGameStore.getState().slip).toMatchObject([
      { play: 'ZX5_S', selection: [['12345', '54321']], betCount: 2, amount: 400 },
    ]);
    // The board is empty again for the next entry.
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('bet-count').textContent).toBe('0 bets');
  });

  it('counts a Mark Six zodiac pairing with the open issue year (2026: horse owns 5 numbers)', async () => {
    serveGame();
    await openPlay('marksix', 'lhc', 'EQZ_SXDP');
    const rows = document.querySelectorAll('.game-board .game-row');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Horse/ }));
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Rat/ }));
    await waitFor(() => expect(screen.getByTestId('bet-count').textContent).toBe('20 bets'));
    expect(useGameStore.getState().zodiacYear).toBe(2026);
  });
});
