import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Answer, Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { Operators } from './operators';

const t = texts.operators;
const admin = { token: 'op-token', account: 'boss', role: 'admin' } as const;
const operator = (id: number, account: string, totpEnabled: boolean) => ({
  id,
  account,
  role: 'support',
  disabled: false,
  totpRequired: true,
  totpEnabled,
  createdAt: '2026-11-23T10:00:00+07:00',
});

function server(overrides: (call: Call) => Answer | null = () => null) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/admin/operators/list')
      return {
        data: {
          list: [operator(2, 'desk', true), operator(3, 'newcomer', false)],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      };
    if (call.path === '/admin/operators/enrolCode')
      return { data: { code: 'ENROL-123456', expiresAt: '2026-11-24T10:00:00+07:00' } };
    return { data: operator(2, 'desk', true) };
  });
}

describe('operators desk (mocked fetch)', () => {
  it('disables an operator, and issues an enrolment code shown once', async () => {
    const calls = server();
    renderScreen(<Operators />, admin);
    fireEvent.click(await screen.findByLabelText(`${t.disabled} desk`, {}, { timeout: 10_000 }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/operators/update')?.body).toEqual({
        id: 2,
        disabled: true,
      }),
    );
    // An enrolled operator gets no code; the newcomer does.
    expect(screen.getByLabelText<HTMLButtonElement>(`${t.enrolCode} desk`).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(`${t.enrolCode} newcomer`));
    expect((await screen.findByTestId('enrol-code', {}, { timeout: 10_000 })).textContent).toContain(
      'ENROL-123456',
    );
    expect(calls.find((c) => c.path === '/admin/operators/enrolCode')?.body).toEqual({ id: 3 });
  });

  it('checks a new operator form before sending, then shows the refusal of a taken account', async () => {
    const calls = server((call) =>
      call.path === '/admin/operators/create' ? { code: 1003, msg: 'This account exists already' } : null,
    );
    renderScreen(<Operators />, admin);
    await screen.findByLabelText(`${t.disabled} desk`, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByText(t.newOperator));
    const dialog = await waitFor(
      () => {
        const modal = document.querySelector<HTMLElement>('.ant-modal');
        if (!modal) throw new Error('no dialog yet');
        return modal;
      },
      { timeout: 10_000 },
    );
    fireEvent.change(within(dialog).getByLabelText(texts.common.account), { target: { value: 'desk' } });
    fireEvent.change(within(dialog).getByLabelText(t.password), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByText(texts.common.create));
    const password = within(dialog).getByLabelText(t.password);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(calls.some((c) => c.path === '/admin/operators/create')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(t.password), { target: { value: 'fair2draw58' } });
    fireEvent.click(within(dialog).getByText(texts.common.create));
    expect(await screen.findByText('This account exists already', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin/operators/create')?.body).toEqual({
      account: 'desk',
      password: 'fair2draw58',
      role: 'support',
      totpRequired: true,
    });
  });
});
