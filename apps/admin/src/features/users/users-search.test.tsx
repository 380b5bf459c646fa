import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { UsersSearch } from './users-search';

const t = texts.users;
const user = {
  id: 7,
  account: 'player7',
  type: 'player',
  parentId: 1,
  parentAccount: 'house',
  rebate: 0,
  balance: 12_345,
  frozen: true,
  createdAt: '2026-11-23T10:00:00+07:00',
  lastLoginAt: null,
  lastLoginIp: null,
  phone: '0912345678',
  email: null,
};
const searchCalls = (calls: Call[]) => calls.filter((c) => c.path === '/admin/users/search');

describe('users desk: search (mocked fetch)', () => {
  it('lists users with balance and state, and searches by a trimmed query within an agent', async () => {
    const calls = mockFetch(() => ({ data: { list: [user], total: 1, page: 1, pageSize: 20 } }));
    renderScreen(<UsersSearch />);
    const row = (await screen.findByText('player7', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('123.45')).toBeTruthy();
    expect(within(row).getByText(t.frozen)).toBeTruthy();
    expect(searchCalls(calls)[0]?.body).toEqual({ type: 'all', page: 1, pageSize: 20 });

    fireEvent.change(screen.getByLabelText(texts.common.search), { target: { value: ' 0912 ' } });
    fireEvent.change(screen.getByLabelText(t.agent), { target: { value: 'house' } });
    fireEvent.click(screen.getByText(texts.common.search, { selector: 'button span' }));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)?.body).toEqual({
        type: 'all',
        q: '0912',
        agent: 'house',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('says why it is empty when the server refuses the search (the agent does not exist)', async () => {
    mockFetch(() => ({ code: 1002, msg: 'No such agent' }));
    renderScreen(<UsersSearch />);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'No such agent',
    );
  });
});
