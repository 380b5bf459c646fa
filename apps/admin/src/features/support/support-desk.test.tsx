import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Answer, Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { SupportDesk } from './support-desk';

const message = (id: number, author: 'user' | 'operator', text: string) => ({
  id,
  author,
  text,
  createdAt: '2026-11-23T10:00:00+07:00',
});

function server(overrides: (call: Call) => Answer | null = () => null) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/support/conversations')
      return {
        data: {
          list: [
            {
              conversationId: 5,
              userId: 7,
              account: 'player7',
              visitorContact: null,
              lastMessage: message(1, 'user', 'Where is my money?'),
              unread: 1,
              lastMessageAt: '2026-11-23T10:00:00+07:00',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        },
      };
    if (call.path === '/admin/support/messages')
      return {
        data: {
          conversationId: 5,
          userId: 7,
          visitorContact: null,
          list: [message(1, 'user', 'Where is my money?')],
        },
      };
    return { data: message(2, 'operator', 'Paid.') };
  });
}

const openConversation = async () =>
  fireEvent.click(
    await screen.findByLabelText(`${texts.support.conversations}: player7`, {}, { timeout: 10_000 }),
  );

describe('support desk (mocked fetch)', () => {
  it('opens a conversation, shows its messages and sends the answer', async () => {
    const calls = server();
    renderScreen(<SupportDesk />, { token: 't', account: 'helper', role: 'support' });
    await openConversation();
    await waitFor(() => expect(screen.getAllByText('Where is my money?')).toHaveLength(2), {
      timeout: 10_000,
    });
    fireEvent.change(screen.getByLabelText(texts.support.replyLabel), { target: { value: ' Paid. ' } });
    fireEvent.click(screen.getByText(texts.support.send));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/support/reply')?.body).toEqual({
        conversationId: 5,
        text: 'Paid.',
      }),
    );
  });

  it("shows the server's refusal of an answer and keeps the text typed", async () => {
    server((call) =>
      call.path === '/admin/support/reply' ? { code: 1002, msg: 'The conversation no longer exists' } : null,
    );
    renderScreen(<SupportDesk />, { token: 't', account: 'helper', role: 'support' });
    await openConversation();
    const answer = await screen.findByLabelText(texts.support.replyLabel, {}, { timeout: 10_000 });
    fireEvent.change(answer, { target: { value: 'Paid.' } });
    fireEvent.click(screen.getByText(texts.support.send));
    expect(
      await screen.findByText('The conversation no longer exists', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect((answer as HTMLTextAreaElement).value).toBe('Paid.');
  });
});
