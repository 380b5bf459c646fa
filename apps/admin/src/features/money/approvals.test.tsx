import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Answer, Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { Approvals } from './approvals';

const approval = (id: number, maker: string) => ({
  id,
  kind: 'user.adjust',
  status: 'pending',
  target: 'user:7',
  amount: 2_000_000,
  payload: { amount: 2_000_000 },
  maker,
  checker: null,
  reason: null,
  createdAt: '2026-11-23T10:00:00+07:00',
  decidedAt: null,
});

function server(overrides: (call: Call) => Answer | null = () => null) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/approvals/list')
      return {
        data: { list: [approval(4, 'cashier2'), approval(5, 'cashier')], total: 2, page: 1, pageSize: 20 },
      };
    return {
      data: {
        approval: { ...approval(4, 'cashier2'), status: 'approved', checker: 'cashier' },
        result: null,
      },
    };
  });
}

const popover = async (id: number) =>
  (await screen.findByText(`${texts.money.approve} #${id}?`, {}, { timeout: 10_000 })).closest<HTMLElement>(
    '.ant-popover',
  )!;
const cell = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 10_000 }))[0]!;

describe('approvals desk (mocked fetch)', () => {
  it("approves another maker's request after confirmation; the operator's own waits for a checker", async () => {
    const calls = server();
    renderScreen(<Approvals />); // signed in as "cashier"
    const other = (await screen.findByLabelText(`${texts.money.approve} 4`, {}, { timeout: 10_000 })).closest(
      'tr',
    )!;
    expect(within(other).getByText('20000.00')).toBeTruthy();
    const own = (await cell('5')).closest('tr')!;
    expect(within(own).getByText(texts.money.awaitingChecker)).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(calls.find((c) => c.path === '/admin/approvals/list')?.body).toEqual({
      status: 'pending',
      page: 1,
      pageSize: 20,
    });

    fireEvent.click(within(other).getByLabelText(`${texts.money.approve} 4`));
    fireEvent.click(within(await popover(4)).getByText(texts.common.confirm));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/approvals/approve')?.body).toEqual({ id: 4 }),
    );
  });

  it('lists every status from the "All" tab, from page 1', async () => {
    const calls = server();
    renderScreen(<Approvals />);
    fireEvent.click(await screen.findByText(texts.common.all, {}, { timeout: 10_000 }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admin/approvals/list').at(-1)?.body).toEqual({
        status: 'all',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it("shows the server's refusal of an approval (the maker as checker: 1001)", async () => {
    server((call) =>
      call.path === '/admin/approvals/approve'
        ? { code: 1001, msg: 'The maker cannot approve their own request' }
        : null,
    );
    renderScreen(<Approvals />);
    fireEvent.click(await screen.findByLabelText(`${texts.money.approve} 4`, {}, { timeout: 10_000 }));
    fireEvent.click(within(await popover(4)).getByText(texts.common.confirm));
    expect(
      await screen.findByText('The maker cannot approve their own request', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
