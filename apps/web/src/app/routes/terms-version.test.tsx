import type * as Contract from '@fairdraw/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../features/auth/auth-store';
import { RegisterForm } from '../../features/auth/components/register-form';
import { TermsView } from '../../features/responsible-play/components/terms-view';
import { envelope, pathOf } from '../../testing/fetch-mock';
import { serveApi } from '../../testing/form';
import { renderWithProviders } from '../../testing/render';

// A release that changes the terms changes the contract's constant, the one the server asks players to
// accept (getUserInfo.terms.current): here a version no literal in the app spells.
vi.mock('@fairdraw/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof Contract>()),
  currentTermsVersion: '2099-01-01',
}));

afterEach(() => useAuthStore.getState().clear());

describe('one terms version: the contract’s, shown and sent wherever the app names it (ADR 121)', () => {
  it('the terms page shows it', async () => {
    serveApi();
    renderWithProviders(<TermsView />);
    expect(await screen.findByText('Version 2099-01-01')).toBeTruthy();
  });

  it('registration labels its box with it and sends it with agree', async () => {
    const { calls } = serveApi({ '/user/register': () => envelope(0, { token: 'tok', jwt: 'jwt' }) });
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    const type = (label: string, value: string) => {
      const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
      fireEvent.change(input!, { target: { value } });
    };
    type('Account', 'player01');
    type('Password', 'abc123');
    type('Confirm password', 'abc123');
    type('Invitation code', '8888');
    fireEvent.click(screen.getByText('I am 18 or older and accept the terms (version 2099-01-01)'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    const register = calls.find((call) => pathOf(call) === '/user/register');
    expect(register?.body).toMatchObject({ agree: true, termsVersion: '2099-01-01' });
  });
});
