import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { MessageCenter } from './message-center';

const page = (list: unknown[]) => envelope(0, { list, total: list.length, page: 1, pageSize: 20 });
const notice = {
  id: 7,
  title: 'Maintenance',
  body: 'Sunday 02:00',
  createdAt: '2026-11-23T18:09:32+07:00',
  read: false,
};
const letters = [
  {
    id: 3,
    title: 'Withdrawal rejected',
    body: 'Your withdrawal W1 was rejected',
    createdAt: '2026-11-23T10:00:00+07:00',
    read: false,
  },
  {
    id: 2,
    title: 'Recharge credited',
    body: 'Your recharge R1 was credited',
    createdAt: '2026-11-22T10:00:00+07:00',
    read: true,
  },
];

beforeEach(() => window.localStorage.setItem('token', 'test-token'));
afterEach(async () => {
  window.localStorage.removeItem('token');
  await clearToasts();
});

/** A fake server that keeps read state, so badges fall as the component marks messages read. */
function serveMail() {
  const read = new Set<string>(['newsletter:2']);
  const unreadOf = (tab: string, list: { id: number }[]) =>
    list.filter((m) => !read.has(`${tab}:${m.id}`)).length;
  const lists = { notice: [notice], newsletter: letters };
  return serveApi({
    '/user/unReadCount': () => {
      const n = unreadOf('notice', lists.notice);
      const l = unreadOf('newsletter', lists.newsletter);
      return envelope(0, { notice: n, newsletter: l, total: n + l, service: 0 });
    },
    '/user/userMail': (call) => {
      const tab = (call.body as { tab: 'notice' | 'newsletter' }).tab;
      return page(lists[tab].map((m) => ({ ...m, read: read.has(`${tab}:${m.id}`) })));
    },
    '/user/updateReadCount': (call) => {
      const body = call.body as { id?: number; all?: true; tab?: 'notice' | 'newsletter' };
      for (const tab of ['notice', 'newsletter'] as const) {
        if (body.tab && body.tab !== tab) continue;
        for (const m of lists[tab]) if (body.all || m.id === body.id) read.add(`${tab}:${m.id}`);
      }
      return envelope(0, null);
    },
  });
}

const tabBadge = (name: string) =>
  screen.getByRole('tab', { name: new RegExp(name) }).querySelector('.adm-badge-content')?.textContent ??
  null;

describe('message centre (mocked fetch)', () => {
  it('shows both tabs with unread badges; opening a newsletter marks it read and its badge drops', async () => {
    const { calls } = serveMail();
    renderWithProviders(<MessageCenter />);
    expect(await screen.findByText('Maintenance')).toBeTruthy();
    await waitFor(() => expect(tabBadge('Notice')).toBe('1'));
    expect(tabBadge('Newsletter')).toBe('1');

    fireEvent.click(screen.getByRole('tab', { name: /Newsletter/ }));
    fireEvent.click(await screen.findByText('Withdrawal rejected'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your withdrawal W1 was rejected')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => pathOf(c) === '/user/updateReadCount').map((c) => c.body)).toEqual([
        { id: 3, tab: 'newsletter' },
      ]),
    );
    await waitFor(() => expect(tabBadge('Newsletter')).toBeNull());
    expect(tabBadge('Notice')).toBe('1');
    // An already read message opens without another mark-read call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByText('Recharge credited'));
    await screen.findByText('Your recharge R1 was credited', { selector: '.message-detail__body' });
    expect(calls.filter((c) => pathOf(c) === '/user/updateReadCount')).toHaveLength(1);
  });

  it('"mark all read" clears the current tab only', async () => {
    const { calls } = serveMail();
    renderWithProviders(<MessageCenter />);
    await screen.findByText('Maintenance');
    await waitFor(() => expect(tabBadge('Notice')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(tabBadge('Notice')).toBeNull());
    expect(tabBadge('Newsletter')).toBe('1');
    expect(calls.filter((c) => pathOf(c) === '/user/updateReadCount').map((c) => c.body)).toEqual([
      { all: true, tab: 'notice' },
    ]);
  });
});
