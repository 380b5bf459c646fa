import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { session } from '../lib/session';
import { mockFetch } from '../testing/fetch-mock';
import { financeOperator, renderScreen } from '../testing/render';
import { texts } from '../texts';
import { Shell } from './shell';

const shell = (
  <MemoryRouter initialEntries={['/dashboard']}>
    <Routes>
      <Route path="*" element={<Shell />} />
    </Routes>
  </MemoryRouter>
);

describe('shell (mocked fetch)', () => {
  it('log out ends the session on the server (ADR 102), then forgets the token', async () => {
    const calls = mockFetch(() => ({ data: null }));
    renderScreen(shell);
    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(texts.shell.logout) }));
    await waitFor(() => expect(session.get()).toBeNull());
    expect(calls).toEqual([{ path: '/admin/logout', body: {}, token: financeOperator.token }]);
  });

  it('forgets the token even when the server refuses the logout (an already ended session)', async () => {
    mockFetch(() => ({ code: 401, msg: 'Please log in again' }));
    renderScreen(shell);
    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(texts.shell.logout) }));
    await waitFor(() => expect(session.get()).toBeNull());
  });
});
