import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Answer, Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { MessagesDesk } from './messages-desk';

const t = texts.messages;
const support = { token: 'op-token', account: 'helper', role: 'support' } as const;
const notice = {
  id: 3,
  title: 'Maintenance',
  body: 'Tonight at 02:00',
  operatorId: 1,
  reads: 12,
  createdAt: '2026-11-23T10:00:00+07:00',
};

function server(overrides: (call: Call) => Answer | null = () => null) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/notice/list')
      return { data: { list: [notice], total: 1, page: 1, pageSize: 10 } };
    // create and send: the new row.
    return { data: { id: 4, createdAt: '2026-11-23T10:05:00+07:00' } };
  });
}

/** The two cards: announcements (with its form) and the newsletter form. */
const card = (title: string) =>
  screen.getByText(title, { selector: 'h2' }).closest<HTMLElement>('.ant-card')!;

describe('messages desk (mocked fetch)', () => {
  it('lists announcements and publishes a new one', async () => {
    const calls = server();
    renderScreen(<MessagesDesk />, support);
    expect(await screen.findByText('Maintenance', {}, { timeout: 10_000 })).toBeTruthy();
    const announcements = card(t.announcements);
    fireEvent.change(within(announcements).getByLabelText(t.noticeTitle), { target: { value: 'New odds' } });
    fireEvent.change(within(announcements).getByLabelText(t.body), { target: { value: 'From Monday' } });
    fireEvent.click(within(announcements).getByText(t.newAnnouncement));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/notice/create')?.body).toEqual({
        title: 'New odds',
        body: 'From Monday',
      }),
    );
  });

  it('requires a user for a newsletter, then shows the refusal of an unknown one', async () => {
    const calls = server((call) =>
      call.path === '/admin/newsletter/send' ? { code: 1002, msg: 'No such user' } : null,
    );
    renderScreen(<MessagesDesk />, support);
    await screen.findByText('Maintenance', {}, { timeout: 10_000 });
    const newsletter = card(t.newsletter);
    fireEvent.change(within(newsletter).getByLabelText(t.noticeTitle), { target: { value: 'Hello' } });
    fireEvent.change(within(newsletter).getByLabelText(t.body), { target: { value: 'A gift' } });
    fireEvent.click(within(newsletter).getByText(t.send));
    const userId = within(newsletter).getByLabelText(t.userId);
    await waitFor(() => expect(userId.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(calls.some((c) => c.path === '/admin/newsletter/send')).toBe(false);

    fireEvent.change(within(newsletter).getByLabelText(t.userId), { target: { value: '999' } });
    fireEvent.click(within(newsletter).getByText(t.send));
    expect(await screen.findByText('No such user', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin/newsletter/send')?.body).toEqual({
      userId: 999,
      title: 'Hello',
      body: 'A gift',
    });
  });
});
