import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api';
import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import { TermsView } from './terms-view';

afterEach(clearToasts);

describe('terms page (mocked fetch)', () => {
  it('logged out: shows the version and every section, asks the server nothing', async () => {
    const { calls } = serveApi();
    renderWithProviders(<TermsView />);
    expect(await screen.findByText('Version 2026-11-01')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Age' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '7. Changes' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(7);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a player who must accept accepts here; the server refusing keeps the button', async () => {
    window.localStorage.setItem('token', 'tok'); // logged in, as the page sees it
    let refuse = true;
    const user = makeUser({
      terms: { version: null, acceptedAt: null, current: '2026-11-01', mustAccept: true },
    });
    const { calls } = serveApi({
      '/user/getUserInfo': () => envelope(0, user),
      '/user/acceptTerms': () =>
        refuse
          ? envelope(1000, null, 'This is not the current version of the terms')
          : envelope(0, { ...user.terms, version: '2026-11-01', mustAccept: false }),
    });
    const refusals = vi.fn();
    api.configure({ toast: refusals });
    renderWithProviders(<TermsView />);
    const accept = await screen.findByRole('button', { name: 'I am 18 or older and accept' });
    fireEvent.click(accept);
    await waitFor(() =>
      expect(refusals).toHaveBeenCalledWith('This is not the current version of the terms'),
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'I am 18 or older and accept' }));
    expect(await screen.findByText('Thank you, the terms are accepted')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => pathOf(c) === '/user/acceptTerms').map((c) => c.body)).toEqual([
        { version: '2026-11-01' },
        { version: '2026-11-01' },
      ]),
    );
  });
});
