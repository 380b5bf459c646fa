import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { type RecordedCall, envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { TeamBalanceChanges } from './team-balance-changes';
import { TeamRechargeWithdraw } from './team-recharge-withdraw';

afterEach(clearToasts);

const page = (list: unknown[], total = list.length, pageNumber = 1) =>
  envelope(0, { list, total, page: pageNumber, pageSize: 20 });
const bodiesOf = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => pathOf(c) === path).map((c) => c.body);

describe('agent centre team lists (mocked fetch)', () => {
  it('balance change: members’ ledger entries signed, fen ÷ 100; range, account and type go to the server', async () => {
    const { calls } = serveApi({
      '/agent/balanceChanges': () =>
        page([
          {
            id: 12,
            time: '2026-11-23T18:09:32+07:00',
            type: 'betting',
            amount: -250,
            balanceAfter: 99_750,
            userId: 7,
            account: 'member007',
            remark: 'B2026',
          },
          {
            id: 11,
            time: '2026-11-23T18:01:00+07:00',
            type: 'transfer',
            amount: 100_000,
            balanceAfter: 100_000,
            userId: 7,
            account: 'member007',
            remark: null,
          },
        ]),
    });
    renderWithProviders(<TeamBalanceChanges />);
    expect(await screen.findByText('-2.50')).toBeTruthy();
    expect(screen.getByText('+1000.00')).toBeTruthy();
    expect(screen.getByText('member007 · Betting')).toBeTruthy();
    expect(screen.getByText('member007 · Transfer')).toBeTruthy();
    expect(screen.getByText('Balance: 997.50')).toBeTruthy();
    expect(screen.getByText('2026-11-23 18:09:32')).toBeTruthy();
    expect(bodiesOf(calls, '/agent/balanceChanges')[0]).toEqual({
      range: '7d',
      type: 'all',
      page: 1,
      pageSize: 20,
    });

    fireEvent.click(screen.getByText('Today'));
    fireEvent.click(screen.getByText('Rebate'));
    const search = screen.getByPlaceholderText('Search account');
    fireEvent.change(search, { target: { value: ' member007 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(bodiesOf(calls, '/agent/balanceChanges')).toContainEqual({
        range: 'today',
        account: 'member007',
        type: 'rebate',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('balance change: a refusal (member outside the team) shows the error state, not an empty list', async () => {
    serveApi({
      '/agent/balanceChanges': () => envelope(1001, null, 'This user is not in your team'),
    });
    renderWithProviders(<TeamBalanceChanges />);
    expect(await screen.findByText('This user is not in your team')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('No records')).toBeNull();
  });

  it('recharge/withdraw: team orders with kind, amount, number and their own status words; the kind filter goes to the server', async () => {
    const { calls } = serveApi({
      '/agent/rechargeWithdraw': () =>
        page([
          {
            id: 4,
            orderNo: 'W20261123001',
            time: '2026-11-23T10:00:00+07:00',
            userId: 8,
            account: 'member008',
            kind: 'withdraw',
            amount: 12_345,
            status: 'Reject',
            remark: 'Card name does not match',
          },
          {
            id: 4,
            orderNo: 'R20261122001',
            time: '2026-11-22T09:00:00+07:00',
            userId: 7,
            account: 'member007',
            kind: 'recharge',
            amount: 50_000,
            status: 'reviewing',
            remark: null,
          },
        ]),
    });
    renderWithProviders(<TeamRechargeWithdraw />);
    expect(await screen.findByText('123.45')).toBeTruthy();
    expect(screen.getByText('500.00')).toBeTruthy();
    expect(screen.getByText('member008 · Withdraw')).toBeTruthy();
    expect(screen.getByText('member007 · Recharge')).toBeTruthy();
    // Both tables may hold id 4: rows are keyed by kind and order number, each with its own words.
    expect(screen.getByText('W20261123001')).toBeTruthy();
    expect(screen.getByText('R20261122001')).toBeTruthy();
    expect(screen.getByText('Card name does not match')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    fireEvent.click(screen.getByText('Withdraw'));
    await waitFor(() =>
      expect(bodiesOf(calls, '/agent/rechargeWithdraw')).toContainEqual({
        range: '7d',
        kind: 'withdraw',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('recharge/withdraw: an empty period says so', async () => {
    serveApi({ '/agent/rechargeWithdraw': () => page([]) });
    renderWithProviders(<TeamRechargeWithdraw />);
    expect(await screen.findByText('No records')).toBeTruthy();
  });
});
