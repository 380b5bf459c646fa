import { playsOf, textOf } from '@fairdraw/rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { envelope } from '../../../testing/fetch-mock';
import { serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { DrawHistoryView } from './draw-history-view';
import { RulesView } from './rules-view';

const row = (n: number, result: number[]) => ({
  issue: `20261123${String(600 - n).padStart(4, '0')}`,
  result,
  drawnAt: '2026-11-23T10:00:00+07:00',
  commitment: 'ab'.repeat(32),
  seed: 'cd'.repeat(32),
  zodiacYear: null,
});

function serveHistory(rows: ReturnType<typeof row>[]) {
  return serveApi({
    '/game/history': () => envelope(0, { list: rows, total: rows.length, page: 1, pageSize: 100 }),
  });
}

describe('draw history (mocked API)', () => {
  it('draws each result per family and links "verify" to the verifier prefilled', async () => {
    serveHistory([row(0, [3, 7, 1, 10, 2, 5, 9, 4, 8, 6])]);
    renderWithProviders(<DrawHistoryView />, { route: '/pages/game/draw_history?game=pk10' });
    const list = await screen.findByRole('list', { name: 'Results' });
    const cars = list.querySelectorAll('.game-car');
    expect([...cars].map((c) => c.textContent)).toEqual([
      '03',
      '07',
      '01',
      '10',
      '02',
      '05',
      '09',
      '04',
      '08',
      '06',
    ]);
    expect(cars[0]!.className).toContain('game-car--3');
    const verify = within(list).getByRole('link', { name: 'Verify' });
    const href = new URL(verify.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/pages/verify/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      game: 'pk10',
      issue: '202611230600',
      seed: 'cd'.repeat(32),
      commitment: 'ab'.repeat(32),
    });
  });

  it('Mark Six balls carry their wave colour, and the special number comes last', async () => {
    serveHistory([row(0, [1, 3, 5, 7, 9, 11, 49])]);
    renderWithProviders(<DrawHistoryView />, { route: '/pages/game/draw_history?game=lhc' });
    const list = await screen.findByRole('list', { name: 'Results' });
    const balls = [...list.querySelectorAll('.game-ball')].map((b) =>
      b.className.replace('game-ball game-ball--', ''),
    );
    expect(balls).toEqual(['red', 'blue', 'green', 'red', 'blue', 'green', 'green']);
    expect(list.querySelector('.game-result__item--special')?.textContent).toContain('49');
  });

  it('trends: hot/cold counts and missing per ball, and the long dragon of a 3-issue run', async () => {
    serveHistory([
      row(0, [9, 1, 1, 1, 1]),
      row(1, [9, 2, 2, 2, 3]),
      row(2, [8, 3, 3, 3, 5]),
      row(3, [0, 0, 0, 0, 0]),
    ]);
    renderWithProviders(<DrawHistoryView />, { route: '/pages/game/draw_history?game=ffc&tab=trends' });
    const table = await screen.findByRole('table', { name: 'Hot and cold numbers' });
    const cells = (value: string) =>
      within(table).getByRole('rowheader', { name: value }).closest('tr')!.querySelectorAll('td');
    expect([...cells('9')].map((c) => c.textContent)).toEqual(['2', '0']);
    expect([...cells('0')].map((c) => c.textContent)).toEqual(['1', '3']);
    expect([...cells('5')].map((c) => c.textContent)).toEqual(['0', '4']);
    // Ball 1 has been big (≥ 5) three issues in a row: 9, 9, 8.
    const dragons = screen.getByRole('list', { name: 'Long dragon' });
    expect(dragons.textContent).toContain('Ball 1 big/small');
    expect(dragons.textContent).toContain('3 issues');
    fireEvent.click(screen.getByRole('radio', { name: 'Ball 2' }));
    expect([...cells('1')].map((c) => c.textContent)).toEqual(['1', '0']);
  });
});

describe('rules page', () => {
  it('lists every K3 play with its rule text, odds and an example', () => {
    renderWithProviders(<RulesView />, { route: '/pages/game/rules?game=k3' });
    for (const play of playsOf('k3'))
      expect(screen.getAllByText(new RegExp(textOf('en', play.nameKey))).length).toBeGreaterThan(0);
    // The first panel is open: the sum's rule, odds range and a priced example.
    expect(screen.getByText(textOf('en', 'rule.k3.HZ'))).toBeTruthy();
    expect(screen.getByText(/Odds: 1\.95 – 189\.00/)).toBeTruthy();
    expect(screen.getByText(/^Example: .+ makes 1 bet; at 2\.00 each that is 2\.00\.$/)).toBeTruthy();
  });
});
