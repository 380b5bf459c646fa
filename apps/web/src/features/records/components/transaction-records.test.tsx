import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { TransactionRecords } from './transaction-records';
import { WithdrawRecords } from './withdraw-records';

afterEach(clearToasts);

const page = (list: unknown[]) => envelope(0, { list, total: list.length, page: 1, pageSize: 20 });

describe('record lists', () => {
  it('transaction records: signed amounts in fen ÷ 100; the type and range filters go to the server (mocked fetch)', async () => {
    const { calls } = serveApi({
      '/transaction/list': () =>
        page([
          {
            id: 2,
            time: '2026-11-23T18:09:32+07:00',
            type: 'withdraw',
            amount: -20_000,
            balanceAfter: 30_000,
            ref: 't2',
            remark: 'W1',
          },
          {
            id: 1,
            time: '2026-11-23T18:09:29+07:00',
            type: 'recharge',
            amount: 50_000,
            balanceAfter: 50_000,
            ref: 't1',
            remark: null,
          },
        ]),
    });
    renderWithProviders(<TransactionRecords />);
    expect(await screen.findByText('+500.00')).toBeTruthy();
    expect(screen.getByText('-200.00')).toBeTruthy();
    expect(screen.getByText('2026-11-23 18:09:32')).toBeTruthy();
    expect(screen.getByText('Balance: 300.00')).toBeTruthy();
    fireEvent.click(screen.getByText('Activity bonus'));
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() =>
      expect(calls.filter((c) => pathOf(c) === '/transaction/list').map((c) => c.body)).toContainEqual({
        range: '7d',
        type: 'bonus',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('withdrawal records show the state and the reason of a rejection; empty lists say so (mocked fetch)', async () => {
    serveApi({
      '/withdraw/list': () =>
        page([
          {
            orderNo: 'W9',
            date: '2026-11-23',
            amount: 25_000,
            time: '2026-11-23T10:00:00+07:00',
            state: 'Reject',
            remark: 'Name does not match',
            address: 'ACB **** **** 1111',
            kind: 'bank',
          },
        ]),
    });
    renderWithProviders(<WithdrawRecords />);
    expect((await screen.findByTestId('withdraw-state-W9')).textContent).toBe('Rejected');
    expect(screen.getByText('Reason: Name does not match')).toBeTruthy();
  });

  it('an empty list says "No records" (mocked fetch)', async () => {
    serveApi({ '/withdraw/list': () => page([]) });
    renderWithProviders(<WithdrawRecords />);
    expect(await screen.findByText('No records')).toBeTruthy();
  });
});
