import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';

import { envelope } from '../../../testing/fetch-mock';
import { currentIssue } from '../../../testing/game-fixtures';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { BettingRecordView } from './betting-record-view';

const bet = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  time: '2026-11-23T10:00:00+07:00',
  game: 'k3',
  gameName: 'game.k3',
  play: 'HZ',
  playName: 'play.k3.HZ',
  selection: [['10', '11']],
  betCount: 2,
  amount: 400,
  payout: status === 'won' ? 1260 : 0,
  profit: status === 'won' ? 860 : -400,
  issue: `20261123060${id}`,
  status,
  drawResult: status === 'pending' ? null : [5, 5, 1],
  ...extra,
});

const detail = (id: number, status: string) => ({
  ...bet(id, status),
  odds: [
    { key: '10', rate: 700 },
    { key: '11', rate: 700 },
  ],
  unitPrice: 200,
  multiple: 1,
  winCount: status === 'won' ? 1 : 0,
  refundCount: 0,
  wins: status === 'won' ? [{ combination: ['11'], rate: 630, count: 1, payout: 1260 }] : [],
  draw: status === 'pending' ? null : { result: [5, 5, 1], seed: 'ab', drawnAt: '2026-11-23T10:01:00+07:00' },
  settledAt: status === 'pending' ? null : '2026-11-23T10:01:01+07:00',
  cancellable: status === 'pending',
  orderNo: `O${id}`,
  chaseNo: null,
});

const lastDialog = () => [...document.querySelectorAll<HTMLElement>('.adm-dialog')].at(-1)!;

function serve(rows = [bet(1, 'won'), bet(2, 'pending'), bet(3, 'lost')]) {
  return serveApi({
    '/game/current': () => envelope(0, currentIssue('ffc')),
    '/bet/list': (call) => {
      const status = (call.body as { status: string }).status;
      const list = status === 'all' ? rows : rows.filter((r) => r.status === status);
      return envelope(0, { list, total: list.length, page: 1, pageSize: 20 });
    },
    '/bet/detail': (call) => {
      const id = (call.body as { id: number }).id;
      return envelope(0, detail(id, rows.find((r) => r.id === id)!.status));
    },
    '/bet/cancel': () => envelope(0, { bet: { id: 2, status: 'cancelled', amount: 400 }, balance: 50_000 }),
  });
}

afterEach(async () => {
  Dialog.clear();
  await clearToasts();
});

describe('betting record (mocked API)', () => {
  it('lists bets with the spec columns, filters by status and sends the date range', async () => {
    const mock = serve();
    renderWithProviders(<BettingRecordView />);
    const list = await screen.findByRole('list', { name: 'Betting history' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Quick 3');
    expect(rows[0]!.textContent).toContain('Sum');
    expect(rows[0]!.textContent).toContain('Won');
    expect(rows[0]!.textContent).toContain('+8.60');
    expect(rows[0]!.textContent).toContain('202611230601');
    expect(rows[1]!.textContent).toContain('Not drawn');
    expect(rows[2]!.textContent).toContain('-4.00');
    const first = mock.calls.find((c) => c.url.endsWith('/bet/list'))!.body as Record<string, unknown>;
    expect(first).toMatchObject({ status: 'all', page: 1, pageSize: 20 });
    expect((first.range as { start: string; end: string }).start).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(
      screen.getByText('Not won', { selector: '.adm-capsule-tabs-tab *, .adm-capsule-tabs-tab' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Betting history' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    expect(mock.calls.filter((c) => c.url.endsWith('/bet/list')).at(-1)!.body).toMatchObject({
      status: 'lost',
    });
  });

  it("sends the last seven days ending on the operator's today, read from the server's clock", async () => {
    // 00:30 in Ho Chi Minh City is 17:30 UTC the day before: a UTC phone would end on the 1st.
    const mock = serveApi({
      '/game/current': () => envelope(0, currentIssue('ffc', { serverTime: '2030-01-02T00:30:00+07:00' })),
      '/bet/list': () => envelope(0, { list: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderWithProviders(<BettingRecordView />);
    await waitFor(() => expect(mock.calls.some((c) => c.url.endsWith('/bet/list'))).toBe(true));
    const first = mock.calls.find((c) => c.url.endsWith('/bet/list'))!.body as Record<string, unknown>;
    expect(first.range).toEqual({ start: '2029-12-27', end: '2030-01-02' });
    expect(screen.getByRole('button', { name: /End date/ }).textContent).toBe('2030-01-02');
  });

  it('the detail modal shows selection, lottery numbers, odds and the win breakdown', async () => {
    serve();
    renderWithProviders(<BettingRecordView />);
    const list = await screen.findByRole('list', { name: 'Betting history' });
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    expect(await screen.findByText('Bet details')).toBeTruthy();
    expect(screen.getByText('10,11')).toBeTruthy();
    expect(screen.getByText('7.00')).toBeTruthy();
    expect(screen.getAllByText('12.60')).toHaveLength(2); // payout row and the one winning combination
    const wins = screen.getByRole('region', { name: 'Winning combinations' });
    expect(wins.textContent).toContain('×6.30');
    expect(screen.getByRole('list', { name: 'Result' }).textContent).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel bet' })).toBeNull();
  });

  it('a pending bet can be cancelled from its detail', async () => {
    const mock = serve();
    renderWithProviders(<BettingRecordView />);
    const list = await screen.findByRole('list', { name: 'Betting history' });
    fireEvent.click(within(list).getAllByRole('button')[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel bet' }));
    await waitFor(() =>
      expect(within(lastDialog()).getByRole('button', { name: 'Cancel bet' })).toBeTruthy(),
    );
    fireEvent.click(within(lastDialog()).getByRole('button', { name: 'Cancel bet' }));
    expect(await screen.findByText('Cancelled, stake refunded')).toBeTruthy();
    expect(mock.calls.find((c) => c.url.endsWith('/bet/cancel'))!.body).toEqual({ id: 2 });
  });
});
