import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { DashboardScreen } from './dashboard';

const totals = { betCount: 40, turnover: 800_000, payout: 600_000, rebate: 8_000, houseResult: 192_000 };
const dashboard = {
  from: '2026-11-23',
  to: '2026-11-23',
  today: { day: '2026-11-23', games: [{ game: 'k3', ...totals }], totals },
  range: { games: [{ game: 'k3', ...totals }], totals },
  series: [{ day: '2026-11-23', ...totals, recharge: 100_000, withdraw: 50_000 }],
  pending: { recharge: 3, withdraw: 2, approvals: 1 },
  onlinePlayers: 17,
  recharge: { count: 4, amount: 100_000 },
  withdraw: { count: 1, amount: 50_000 },
};

describe('dashboard (mocked fetch)', () => {
  it("shows today's money in yuan and what waits for review", async () => {
    const calls = mockFetch(() => ({ data: dashboard }));
    renderScreen(<DashboardScreen />);
    await waitFor(() => expect(screen.getByTestId('pending-recharge').textContent).toBe('3'), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('pending-withdraw').textContent).toBe('2');
    expect(screen.getAllByText('8000.00').length).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ path: '/admin/dashboard', body: {}, token: 'op-token' });
  });

  it('says why the figures are missing when the server refuses a support operator (1001)', async () => {
    mockFetch(() => ({ code: 1001, msg: 'Not allowed for this role' }));
    renderScreen(<DashboardScreen />, { token: 't', account: 'helper', role: 'support' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Not allowed for this role',
    );
  });
});
