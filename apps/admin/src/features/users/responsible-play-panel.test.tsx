import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { ResponsiblePlayPanel } from './responsible-play-panel';

const t = texts.responsiblePlay;
const none = {
  dailyDeposit: null,
  weeklyDeposit: null,
  monthlyDeposit: null,
  dailyLoss: null,
  weeklyLoss: null,
  monthlyLoss: null,
  dailyStake: null,
  weeklyStake: null,
  monthlyStake: null,
  sessionMinutes: null,
  realityCheckMinutes: 60,
  breakUntil: null,
  selfExcludedUntil: null,
  pending: null,
};
const answer = {
  limits: {
    ...none,
    dailyLoss: 50_000,
    weeklyStake: 200_000,
    realityCheckMinutes: 15,
    breakUntil: '2026-12-04T10:00:00+07:00',
    pending: { monthlyDeposit: 900_000, effectiveAt: '2026-11-28T10:00:00+07:00' },
  },
  terms: {
    version: '2026-11-01',
    acceptedAt: '2026-11-20T09:30:00+07:00',
    current: '2026-11-01',
    mustAccept: false,
  },
  closedAt: null,
  history: [
    { at: '2026-11-27T10:00:00+07:00', change: { takeBreak: '7d' } },
    { at: '2026-11-26T09:00:00+07:00', change: { dailyLoss: 50_000, weeklyStake: 200_000 } },
  ],
};

describe('responsible play on the user detail (mocked fetch, issue 26)', () => {
  it('shows limits, the running break, pending raise, terms and history, read-only', async () => {
    const calls = mockFetch((call) =>
      call.path === '/admin/users/responsiblePlay' ? { data: answer } : { data: null },
    );
    renderScreen(<ResponsiblePlayPanel userId={7} />, { token: 'op', account: 'desk', role: 'support' });
    const panel = await screen.findByTestId('responsible-play-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByText(t.readOnly)).toBeTruthy();
    const lossRow = within(panel).getByText(t.loss).closest('tr')!;
    expect(within(lossRow).getByText('500.00')).toBeTruthy();
    const stakeRow = within(panel).getByText(t.stake).closest('tr')!;
    expect(within(stakeRow).getByText('2000.00')).toBeTruthy();
    expect(within(panel).getByText('15 min')).toBeTruthy();
    expect(within(panel).getByText('2026-12-04 10:00:00')).toBeTruthy();
    expect(within(panel).getByText('monthlyDeposit → 9000.00 (from 2026-11-28 10:00:00)')).toBeTruthy();
    expect(within(panel).getByText('dailyLoss → 500.00 · weeklyStake → 2000.00')).toBeTruthy();
    expect(within(panel).getByText('takeBreak → 7d')).toBeTruthy();
    // Read-only: no button in the panel can change anything.
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(calls.map((c) => c.body)).toEqual([{ userId: 7 }]);
  });

  it('a refused read shows the reason', async () => {
    mockFetch(() => ({ code: 403, msg: 'Not allowed for this role' }));
    renderScreen(<ResponsiblePlayPanel userId={7} />, { token: 'op', account: 'desk', role: 'finance' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Not allowed for this role',
    );
  });
});
