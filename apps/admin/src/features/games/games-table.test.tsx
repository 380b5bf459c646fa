import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Answer, Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { GamesTable } from './games-table';

const t = texts.games;
const admin = { token: 'op-token', account: 'boss', role: 'admin' } as const;
const limits = {
  minStakeFen: 200,
  maxStakeFen: 5_000_000,
  maxIssueStakeFen: 10_000_000,
  maxPayoutFen: 50_000_000,
};
const game = {
  code: 'k3',
  family: 'k3',
  category: 'k3',
  intervalSec: 60,
  closeSec: 10,
  enabled: true,
  sortOrder: 1,
  limitOverrides: { minStakeFen: null, maxStakeFen: null, maxIssueStakeFen: null, maxPayoutFen: null },
  limits,
  updatedAt: '2026-11-23T10:00:00+07:00',
};

function server(overrides: (call: Call) => Answer | null = () => null) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/games/list') return { data: { list: [game] } };
    return { data: { ...game, enabled: false } };
  });
}

const switchOf = async (code: string) =>
  screen.findByLabelText<HTMLButtonElement>(`${t.enabled} ${code}`, {}, { timeout: 10_000 });

describe('games desk (mocked fetch)', () => {
  it('an admin switches a game off; the list shows its limits in yuan', async () => {
    const calls = server();
    renderScreen(<GamesTable />, admin);
    fireEvent.click(await switchOf('k3'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/games/update')?.body).toEqual({
        code: 'k3',
        enabled: false,
      }),
    );
    expect(screen.getByText('2.00 – 50000.00')).toBeTruthy();
  });

  it('finance reads the switches but cannot use them', async () => {
    server();
    renderScreen(<GamesTable />);
    expect((await switchOf('k3')).disabled).toBe(true);
  });

  it("shows the server's refusal of a change", async () => {
    server((call) =>
      call.path === '/admin/games/update' ? { code: 1001, msg: 'Not allowed for this role' } : null,
    );
    renderScreen(<GamesTable />, admin);
    fireEvent.click(await switchOf('k3'));
    expect(await screen.findByText('Not allowed for this role', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
