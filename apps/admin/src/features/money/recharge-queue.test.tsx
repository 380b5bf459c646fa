import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Answer, Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { RechargeQueue } from './recharge-queue';

const order = (orderNo: string, amount: number) => ({
  orderNo,
  userId: 7,
  account: 'player7',
  amount,
  channel: 'bank',
  status: 'reviewing',
  time: '2026-11-23T10:00:00+07:00',
  closedBy: null,
});

function server(overrides: (call: Call) => Answer | null = () => null) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/recharge/list')
      // 45 orders in all: the table offers a second page.
      return { data: { list: [order('R1', 20_000), order('R2', 5_000)], total: 45, page: 1, pageSize: 20 } };
    return {
      data: { changed: true, order: { orderNo: call.body.orderNo, status: 'passed', amount: 20_000 } },
    };
  });
}

const rowOf = async (orderNo: string) =>
  (await screen.findByText(orderNo, {}, { timeout: 10_000 })).closest('tr')!;
const popconfirm = async () =>
  (await screen.findByText(/→ player7\?/, {}, { timeout: 10_000 })).closest<HTMLElement>('.ant-popover')!;
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/admin/recharge/list');

/** jsdom's Blob has no text(): read it as a browser would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('recharge queue (mocked fetch)', () => {
  it('lists orders under review and passes one after confirmation, then reloads the queue', async () => {
    const calls = server();
    renderScreen(<RechargeQueue />);
    expect(within(await rowOf('R1')).getByText('200.00')).toBeTruthy();
    expect(listCalls(calls)[0]?.body).toEqual({ status: 'reviewing', range: 'all', page: 1, pageSize: 20 });
    expect(listCalls(calls)[0]?.token).toBe('op-token');

    fireEvent.click(within(await rowOf('R1')).getByLabelText(`${texts.money.pass} R1`));
    fireEvent.click(within(await popconfirm()).getByText(texts.common.confirm));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/recharge/pass')?.body).toEqual({ orderNo: 'R1' }),
    );
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('pages, and a new account filter starts again from page 1', async () => {
    const calls = server();
    renderScreen(<RechargeQueue />);
    await rowOf('R1');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByLabelText(texts.common.account), { target: { value: ' player7 ' } });
    fireEvent.click(screen.getByText(texts.common.search));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.body).toEqual({
        status: 'reviewing',
        range: 'all',
        account: 'player7',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('exports the filtered orders as CSV', async () => {
    const calls = server((call) =>
      call.path === '/admin/recharge/export' ? { csv: 'orderNo\nR1\n' } : null,
    );
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(<RechargeQueue />);
    await rowOf('R1');
    fireEvent.click(screen.getByText(texts.common.exportCsv));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await readText(saved[0]!)).toBe('orderNo\nR1\n');
    expect(calls.find((c) => c.path === '/admin/recharge/export')?.body).toEqual({
      status: 'reviewing',
      range: 'all',
    });
  });

  it("shows the server's refusal of a pass", async () => {
    server((call) =>
      call.path === '/admin/recharge/pass'
        ? { code: 1003, msg: 'The order is no longer under review' }
        : null,
    );
    renderScreen(<RechargeQueue />);
    fireEvent.click(within(await rowOf('R2')).getByLabelText(`${texts.money.pass} R2`));
    fireEvent.click(within(await popconfirm()).getByText(texts.common.confirm));
    expect(
      await screen.findByText('The order is no longer under review', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('says why the list is empty when the server refuses it (a support operator: 1001)', async () => {
    server((call) =>
      call.path === '/admin/recharge/list' ? { code: 1001, msg: 'Not allowed for this role' } : null,
    );
    renderScreen(<RechargeQueue />, { token: 't', account: 'helper', role: 'support' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Not allowed for this role',
    );
  });
});
