import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { AuditLog } from './audit-log';

const admin = { token: 'op-token', account: 'boss', role: 'admin' } as const;
const entry = {
  id: 11,
  operatorId: 1,
  operator: 'boss',
  action: 'withdraw.reject',
  target: 'withdraw:W1',
  ip: '10.0.0.8',
  before: { state: 'Pending' },
  after: { state: 'Reject' },
  time: '2026-11-23T10:00:00+07:00',
};
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/admin/audit/list');

describe('audit log (mocked fetch)', () => {
  it('lists entries, and searches by action prefix from page 1 (Reset clears the filters)', async () => {
    // Nothing matches the filter; the unfiltered list has the one entry.
    const calls = mockFetch((call) => ({
      data: { list: call.body.action ? [] : [entry], total: call.body.action ? 0 : 1, page: 1, pageSize: 20 },
    }));
    renderScreen(<AuditLog />, admin);
    expect(await screen.findByText('withdraw.reject', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('10.0.0.8')).toBeTruthy();
    expect(listCalls(calls)[0]?.body).toEqual({ page: 1, pageSize: 20 });

    fireEvent.change(screen.getByLabelText(texts.audit.action), { target: { value: ' withdraw. ' } });
    fireEvent.click(screen.getByText(texts.common.search));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.body).toEqual({ action: 'withdraw.', page: 1, pageSize: 20 }),
    );
    await waitFor(() => expect(screen.queryByText('withdraw.reject')).toBeNull());
    // Reset empties the form and shows the unfiltered list again (from the query cache or a refetch).
    fireEvent.click(screen.getByText(texts.common.reset));
    expect(await screen.findByText('withdraw.reject', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(texts.audit.action).value).toBe('');
  });

  it("says why it is empty when the server refuses a non-admin's request (1001)", async () => {
    mockFetch(() => ({ code: 1001, msg: 'Not allowed for this role' }));
    renderScreen(<AuditLog />);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Not allowed for this role',
    );
  });
});
