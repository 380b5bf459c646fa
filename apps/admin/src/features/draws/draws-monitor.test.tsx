import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { DrawsMonitor } from './draws-monitor';

const t = texts.draws;
const issue = (issue: string) => ({
  issue,
  openAt: '2026-11-23T10:00:00+07:00',
  closeAt: '2026-11-23T10:00:50+07:00',
  drawAt: '2026-11-23T10:01:00+07:00',
  commitment: 'c1bb1b53f83504a60b0143c09496e8b38b0f9de7b43b1407e971a0e0215917b7',
});
const live = {
  list: [
    {
      game: 'k3',
      enabled: true,
      current: issue('202611230601'),
      next: issue('202611230602'),
      lastDrawn: { issue: '202611230600', result: [1, 4, 6], drawnAt: '2026-11-23T10:00:00+07:00' },
      overdue: 2,
    },
  ],
};
const history = {
  list: [
    {
      issue: '202611230600',
      drawAt: '2026-11-23T10:00:00+07:00',
      drawnAt: '2026-11-23T10:00:00+07:00',
      commitment: 'c1bb1b53f83504a60b0143c09496e8b38b0f9de7b43b1407e971a0e0215917b7',
      seed: 'aa'.repeat(32),
      result: [1, 4, 6],
      verified: true,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('draws monitor (mocked fetch)', () => {
  it('shows the live issues with overdue draws flagged, and the verified results of a game', async () => {
    const calls = mockFetch((call) => ({ data: call.path === '/admin/draws/live' ? live : history }));
    renderScreen(<DrawsMonitor />, { token: 't', account: 'helper', role: 'support' });
    const row = (await screen.findByText('202611230601', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('1 · 4 · 6')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    // Support sees no RTP monitor (money figures).
    expect(screen.queryByText(t.rtp)).toBeNull();

    fireEvent.click(screen.getByText(t.history));
    expect(await screen.findByText(t.verified, { selector: '.ant-tag' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/draws/history')?.body).toEqual({
        game: 'k3',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('says why the live table is empty when the server refuses it', async () => {
    mockFetch(() => ({ code: 1001, msg: 'Not allowed for this role' }));
    renderScreen(<DrawsMonitor />);
    // The page's info note is an alert too: look for the refusal's text.
    expect(await screen.findByText('Not allowed for this role', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
