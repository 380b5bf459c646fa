import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { AgentOverview } from './agent-overview';
import { GameStats } from './game-stats';
import { TransferForm } from './member-detail';
import { OpenAccountForm } from './open-account-form';
import { SubordinateList } from './subordinate-list';

afterEach(clearToasts);

const overview = {
  teamSize: 12,
  newMembers: 3,
  activeMembers: 5,
  bets: 40,
  betting: 123_456,
  payout: 100_000,
  rebate: 1_234,
  profit: -22_222,
  recharge: 500_000,
  withdraw: 0,
};

describe('agent centre (mocked fetch)', () => {
  it('overview shows the team figures and asks again with the range of the tab chosen', async () => {
    const { calls } = serveApi({ '/agent/overview': () => envelope(0, overview) });
    renderWithProviders(<AgentOverview />);
    expect(await screen.findByText('1234.56')).toBeTruthy();
    expect(screen.getByText('-222.22')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ range: 'today' });
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ range: '7d' }));
  });

  it('open account sends name, rebate and type, and shows the one-time password once', async () => {
    const { calls } = serveApi({
      '/agent/createAccount': () =>
        envelope(0, {
          user: {
            userId: 9,
            account: 'newbie01',
            type: 'agent',
            rebate: 0,
            inviteCode: null,
            createdAt: '2026-11-27T10:00:00+07:00',
            password: 'k3x9m2p7qa',
            claimExpiresAt: '2026-12-04T10:00:00+07:00',
          },
        }),
    });
    renderWithProviders(<OpenAccountForm maxRebate={15} />);
    typeInto('Account', 'newbie01');
    fireEvent.click(screen.getByText('Agent'));
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Account opened')).toBeTruthy();
    expect(calls.map(pathOf)).toEqual(['/agent/createAccount']);
    expect(calls[0]?.body).toEqual({ account: 'newbie01', rebate: 0, type: 'agent' });
    expect((await screen.findByTestId('one-time-password')).textContent).toBe('k3x9m2p7qa');
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    // Closing the card forgets the password: the form is back and the password is nowhere.
    fireEvent.click(screen.getByRole('button', { name: 'I have noted it' }));
    expect(await screen.findByRole('button', { name: 'Open account' })).toBeTruthy();
    expect(screen.queryByText('k3x9m2p7qa')).toBeNull();
  });

  it('open account refuses an invalid name without calling the server', async () => {
    const { calls } = serveApi();
    renderWithProviders(<OpenAccountForm maxRebate={15} />);
    typeInto('Account', 'ab');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Account must be 6 to 20 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('members list shows balance and profit, and searches by account', async () => {
    const { calls } = serveApi({
      '/agent/subordinates': () =>
        envelope(0, {
          list: [
            {
              userId: 7,
              account: 'member007',
              type: 'player',
              rebate: 5,
              level: 1,
              parentId: 3,
              createdAt: '2026-11-20T10:00:00+07:00',
              lastLoginAt: null,
              lastLoginIp: null,
              balance: 1000,
              totalProfit: -250,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    renderWithProviders(<SubordinateList />);
    expect(await screen.findByText('member007')).toBeTruthy();
    const money = screen.getByTestId('member-money-7');
    expect(money.textContent).toBe('10.00 / -2.50');
    // The loss is red, the balance is not.
    expect(screen.getByText('-2.50').className).toBe('is-negative');
    expect(money.className).toBe('');
    const search = screen.getByPlaceholderText('Search account');
    fireEvent.change(search, { target: { value: 'mem' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ account: 'mem' }));
  });

  it('transfer sends fen, the fund password and a requestId; a server refusal keeps the form', async () => {
    let answer = envelope(1000, { fields: { fundPassword: 'x' } }, 'The fund password is wrong');
    const { calls } = serveApi({ '/agent/transfer': () => answer });
    renderWithProviders(<TransferForm userId={7} />);
    typeInto('Amount', '12.5');
    typeInto('Fund password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to member' }));
    expect(await screen.findByText('The fund password is wrong')).toBeTruthy();
    const first = calls[0]?.body as { requestId: string };
    expect(calls[0]?.body).toMatchObject({ userId: 7, amount: 1250, fundPassword: '123456' });
    expect(first.requestId).toMatch(/\w{8,}/);
    answer = envelope(0, {
      transfer: {
        id: '0b6f3c1e-5d1a-4c1e-9f0a-2b7d8e9f1a2b',
        userId: 7,
        amount: 1250,
        time: '2026-11-27T10:00:00+07:00',
        replayed: false,
      },
      balance: 1,
    });
    await clearToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to member' }));
    expect(await screen.findByText('Transfer done')).toBeTruthy();
  });

  it('game stats list each game and play with its profit', async () => {
    serveApi({
      '/agent/gameStats': () =>
        envelope(0, {
          list: [
            {
              game: 'k3',
              gameName: 'Quick 3',
              play: 'HZ',
              playName: 'Sum',
              betting: 1000,
              payout: 500,
              rebate: 0,
              profit: -500,
              count: 2,
            },
          ],
          total: { betting: 1000, payout: 500, rebate: 0, profit: -500, count: 2 },
        }),
    });
    renderWithProviders(<GameStats />);
    expect(await screen.findByText('Quick 3 · Sum')).toBeTruthy();
    expect(screen.getByText('-5.00')).toBeTruthy();
  });
});
