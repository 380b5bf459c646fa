import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { UserDrawer } from './user-drawer';

const t = texts.users;
const detail = {
  user: {
    id: 7,
    account: 'player7',
    type: 'player',
    parentId: 1,
    parentAccount: 'house',
    rebate: 0,
    balance: 12_345,
    frozen: false,
    phone: '0912345678',
    email: null,
    createdAt: '2026-11-23T10:00:00+07:00',
    lastLoginAt: null,
    lastLoginIp: null,
    hasFundPassword: true,
    mustChangePassword: false,
    inviteCode: null,
  },
  agentChain: [{ id: 1, account: 'house' }],
  ledger: [],
  bets: [],
  sessions: [],
  failedLogins: [],
};

function server(reset: (call: Call) => unknown) {
  return mockFetch((call) => {
    if (call.path === '/admin/users/detail') return { data: detail };
    if (call.path === '/admin/users/resetPassword') return { data: reset(call) };
    return { data: null };
  });
}

/** Modal.confirm's OK button (the newest one: confirm dialogs outlive a test's render). */
const confirmOk = async () =>
  (await screen.findAllByRole('button', { name: texts.common.confirm }, { timeout: 10_000 })).at(-1)!;

describe('users desk: password resets (mocked fetch, ADR 104)', () => {
  it('support resets the login password: the desk shows "reset sent" and no password; no fund reset button', async () => {
    const calls = server(() => ({ status: 'sent', channels: ['phone'], approval: null }));
    renderScreen(<UserDrawer userId={7} onClose={() => {}} />, {
      token: 'op-token',
      account: 'desk',
      role: 'support',
    });
    fireEvent.click(await screen.findByRole('button', { name: t.resetLogin }, { timeout: 10_000 }));
    expect(screen.queryByRole('button', { name: t.resetFund })).toBeNull();
    fireEvent.click(await confirmOk());
    const state = await screen.findByTestId('reset-state', {}, { timeout: 10_000 });
    expect(state.textContent).toContain(t.resetSentBody.replace('{channels}', t.channelPhone));
    expect(screen.queryByTestId('temporary-password')).toBeNull();
    expect(calls.find((c) => c.path === '/admin/users/resetPassword')?.body).toEqual({
      userId: 7,
      kind: 'login',
    });
  });

  it("an admin's fund reset shows that a second admin must approve it", async () => {
    server(() => ({
      status: 'pending',
      channels: [],
      approval: { id: 4, kind: 'user.resetFund', status: 'pending' },
    }));
    renderScreen(<UserDrawer userId={7} onClose={() => {}} />, {
      token: 'op-token',
      account: 'boss',
      role: 'admin',
    });
    fireEvent.click(await screen.findByRole('button', { name: t.resetFund }, { timeout: 10_000 }));
    fireEvent.click(await confirmOk());
    expect((await screen.findByTestId('reset-state', {}, { timeout: 10_000 })).textContent).toContain(
      t.resetPending,
    );
  });
});
