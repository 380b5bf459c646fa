import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { WithdrawQueue } from './withdraw-queue';

const order = (orderNo: string, amount: number) => ({
  orderNo,
  userId: 7,
  account: 'player7',
  amount,
  state: 'Pending',
  time: '2026-11-23T10:00:00+07:00',
  date: '2026-11-23',
  remark: null,
  address: 'Vietcombank ****7890',
  kind: 'bank',
});

function server(
  overrides: (call: Call) => { data?: unknown; code?: number; msg?: string } | null = () => null,
) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/withdraw/list')
      return {
        data: { list: [order('W1', 12_345), order('W2', 5_000_000)], total: 2, page: 1, pageSize: 20 },
      };
    if (call.path === '/admin/approvals/list')
      return {
        data: {
          list: [
            {
              id: 3,
              kind: 'withdraw.complete',
              status: 'pending',
              target: 'withdraw:W2',
              amount: 5_000_000,
              payload: {},
              maker: 'cashier2',
              checker: null,
              reason: null,
              createdAt: '2026-11-23T10:01:00+07:00',
              decidedAt: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 100,
        },
      };
    // complete and reject: the order as it is now.
    return {
      data: { changed: true, order: { state: 'Completed', amount: 12_345, remark: null }, approval: null },
    };
  });
}

/** The table row of an order, once the list has loaded (scoped queries keep antd's big DOM fast). */
const rowOf = async (orderNo: string) =>
  (await screen.findByText(orderNo, {}, { timeout: 10_000 })).closest('tr')!;
const popconfirm = async () =>
  (await screen.findByText(/→ player7\?/, {}, { timeout: 10_000 })).closest<HTMLElement>('.ant-popover')!;

describe('withdrawal queue (mocked fetch)', () => {
  it('lists pending orders with the operator token, amounts in yuan and the maker–checker column', async () => {
    const calls = server();
    renderScreen(<WithdrawQueue />);
    const row = await rowOf('W1');
    expect(within(row).getByText('123.45')).toBeTruthy();
    const held = screen.getByText('W2').closest('tr')!;
    expect(within(held).getByText(texts.money.awaitingChecker)).toBeTruthy();
    const list = calls.find((c) => c.path === '/admin/withdraw/list')!;
    expect(list.token).toBe('op-token');
    expect(list.body).toMatchObject({ state: 'Pending', range: 'all', page: 1, pageSize: 20 });
  });

  it('rejects with a reason, which the form requires', async () => {
    const calls = server();
    renderScreen(<WithdrawQueue />);
    fireEvent.click(within(await rowOf('W1')).getByLabelText(`${texts.money.reject} W1`));
    const dialog = (
      await screen.findByText(/Reject withdrawal W1/, {}, { timeout: 10_000 })
    ).closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(dialog).getByText(texts.common.confirm));
    expect(
      await within(dialog).findByText(texts.common.reasonRequired, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/admin/withdraw/reject')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(texts.common.reason), {
      target: { value: '  wrong card holder ' },
    });
    fireEvent.click(within(dialog).getByText(texts.common.confirm));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/withdraw/reject')?.body).toEqual({
        orderNo: 'W1',
        reason: 'wrong card holder',
      }),
    );
  });

  it('completes an order after confirmation and says so when it went to a second operator', async () => {
    const calls = server((call) =>
      call.path === '/admin/withdraw/complete'
        ? {
            data: {
              changed: false,
              order: { state: 'Pending', amount: 12_345 },
              approval: { id: 9, kind: 'withdraw.complete', status: 'pending' },
            },
          }
        : null,
    );
    renderScreen(<WithdrawQueue />);
    fireEvent.click(within(await rowOf('W1')).getByLabelText(`${texts.money.complete} W1`));
    fireEvent.click(within(await popconfirm()).getByText(texts.common.confirm));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/withdraw/complete')?.body).toEqual({ orderNo: 'W1' }),
    );
    expect(await screen.findByText(texts.money.approvalSent, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows the server's refusal (a support operator's 1001) as a message", async () => {
    server((call) =>
      call.path === '/admin/withdraw/complete' ? { code: 1001, msg: 'Not allowed for this role' } : null,
    );
    renderScreen(<WithdrawQueue />);
    fireEvent.click(within(await rowOf('W1')).getByLabelText(`${texts.money.complete} W1`));
    fireEvent.click(within(await popconfirm()).getByText(texts.common.confirm));
    expect(await screen.findByText('Not allowed for this role', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
