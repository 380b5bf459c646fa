import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, inputLabelled, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { SupportChat } from './support-chat';
import { VisitorMessageForm } from './visitor-message-form';

const events = vi.hoisted(() => {
  const listeners = new Set<(event: { type: string; data: Record<string, unknown> }) => void>();
  return {
    subscribeGameEvents: (listener: (event: { type: string; data: Record<string, unknown> }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnectGameEvents: () => undefined,
    emit(type: string, data: Record<string, unknown>) {
      for (const listener of [...listeners]) listener({ type, data });
    },
  };
});
vi.mock('../../../lib/game-events', () => events);

const at = '2026-11-23T18:09:32+07:00';
const messageBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

beforeEach(() => window.localStorage.setItem('token', 'test-token'));
afterEach(async () => {
  window.localStorage.removeItem('token');
  await clearToasts();
});

describe('customer service chat (mocked fetch and mocked event stream)', () => {
  it('shows the history as bubbles, sends a message, and shows an operator reply pushed live', async () => {
    const messages = [{ id: 1, author: 'user', text: 'Where is my deposit?', createdAt: at }];
    const { calls } = serveApi({
      '/service/messages': (call) => {
        const since = (call.body as { since: number }).since;
        return envelope(0, { conversationId: 5, list: messages.filter((m) => m.id > since) });
      },
      '/service/send': (call) => {
        const sent = {
          id: messages.length + 1,
          author: 'user',
          text: (call.body as { text: string }).text,
          createdAt: at,
        };
        messages.push(sent);
        return envelope(0, sent);
      },
    });
    renderWithProviders(<SupportChat />);
    expect(await screen.findByText('Where is my deposit?')).toBeTruthy();

    fireEvent.change(messageBox(), { target: { value: 'Order R123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Order R123')).toBeTruthy();
    expect(calls.find((c) => pathOf(c) === '/service/send')?.body).toEqual({ text: 'Order R123' });
    await waitFor(() => expect(messageBox().value).toBe(''));

    const reply = { id: 3, author: 'operator', text: 'It is on its way', createdAt: at };
    messages.push(reply);
    events.emit('service', { conversationId: 5, message: reply, unread: 1 });
    const bubble = await screen.findByText('It is on its way');
    expect(bubble.closest('li')?.className).toContain('support-bubble--operator');
    // The catch-up asked only for what was newer than the last message held (and so read it).
    expect(calls.filter((c) => pathOf(c) === '/service/messages').map((c) => c.body)).toContainEqual({
      since: 2,
    });
    expect(screen.getAllByText('Where is my deposit?')).toHaveLength(1);
  });

  it("an operator reply stored just before the user's own message still shows (the event carries it)", async () => {
    // The operator's reply took id 2; the user's message, sent a moment later, id 3 and answered first.
    const reply = { id: 2, author: 'operator', text: 'Checking it now', createdAt: at };
    const messages = [{ id: 1, author: 'user', text: 'Where is my deposit?', createdAt: at }];
    serveApi({
      '/service/messages': (call) => {
        const since = (call.body as { since: number }).since;
        return envelope(0, { conversationId: 5, list: messages.filter((m) => m.id > since) });
      },
      '/service/send': (call) => {
        const sent = { id: 3, author: 'user', text: (call.body as { text: string }).text, createdAt: at };
        messages.push(reply, sent);
        return envelope(0, sent);
      },
    });
    renderWithProviders(<SupportChat />);
    expect(await screen.findByText('Where is my deposit?')).toBeTruthy();
    fireEvent.change(messageBox(), { target: { value: 'Any news?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Any news?')).toBeTruthy();

    // The reply's event arrives after the send's answer: a catch-up "since 3" alone would skip it.
    events.emit('service', { conversationId: 5, message: reply, unread: 1 });
    expect(await screen.findByText('Checking it now')).toBeTruthy();
    const bubbles = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(bubbles.map((b) => b.replace(at.slice(0, 16).replace('T', ' '), ''))).toEqual([
      'You:Where is my deposit?',
      'Customer service:Checking it now',
      'You:Any news?',
    ]);
  });

  it('an empty conversation greets the user', async () => {
    serveApi({ '/service/messages': () => envelope(0, { conversationId: null, list: [] }) });
    renderWithProviders(<SupportChat />);
    expect(await screen.findByText('Hello! Write to us and an operator will answer here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('visitor message form (mocked fetch)', () => {
  it('needs a contact and a message, sends both without a token, then confirms', async () => {
    window.localStorage.removeItem('token');
    const { calls } = serveApi({
      '/service/send': () => envelope(0, { id: 9, author: 'visitor', text: 'Cannot log in', createdAt: at }),
    });
    renderWithProviders(<VisitorMessageForm />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(inputLabelled('Phone, e-mail or Telegram'), { target: { value: ' @visitor ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Cannot log in' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(
      screen.getByText('We will contact you at @visitor, or answer here once you log in on this device.'),
    ).toBeTruthy();
    const call = calls.find((c) => pathOf(c) === '/service/send');
    // The message goes with this browser's visitor key, kept for the first logged-in visit.
    const key = window.localStorage.getItem('support_visitor_key');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(call?.body).toEqual({ contact: '@visitor', text: 'Cannot log in', visitorKey: key });
    expect(call?.headers['TOKEN']).toBeUndefined();
  });

  it('once logged in, the kept visitor key goes with the first history call only, then is dropped', async () => {
    window.localStorage.setItem('support_visitor_key', 'k'.repeat(43));
    const { calls } = serveApi({
      '/service/messages': () =>
        envelope(0, {
          conversationId: 8,
          list: [
            { id: 1, author: 'visitor', text: 'Cannot log in', createdAt: at },
            { id: 2, author: 'operator', text: 'Reset your password', createdAt: at },
          ],
        }),
    });
    renderWithProviders(<SupportChat />);
    expect(await screen.findByText('Reset your password')).toBeTruthy();
    expect(calls.filter((c) => pathOf(c) === '/service/messages')[0]?.body).toEqual({
      since: 0,
      visitorKey: 'k'.repeat(43),
    });
    expect(window.localStorage.getItem('support_visitor_key')).toBeNull();
  });
});
