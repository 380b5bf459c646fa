import type { UserInfo } from '@fairdraw/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { paths } from '../../config/paths';
import { useAuthStore } from '../../features/auth/auth-store';
import { envelope, pathOf } from '../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../testing/form';
import { renderWithProviders } from '../../testing/render';
import { makeUser } from '../../testing/user-fixture';

import SetupRoute from './setup';

/** The settings page as the router shows it: the user comes from /user/getUserInfo. */
function renderSetup(user: UserInfo, answers: Parameters<typeof serveApi>[0] = {}) {
  const mock = serveApi({ '/user/getUserInfo': () => envelope(0, user), ...answers });
  renderWithProviders(
    <Routes>
      <Route path={paths.setup} element={<SetupRoute />} />
      <Route path={paths.login} element={<p>login page</p>} />
    </Routes>,
    { route: paths.setup },
  );
  return mock;
}

// Dialog.confirm renders outside the provider tree and reads antd-mobile's global locale (app/provider).
beforeAll(() => setDefaultConfig({ locale: enUS }));
afterEach(async () => {
  useAuthStore.getState().clear();
  await clearToasts();
});

describe('settings', () => {
  it.each([
    ['low', 'Low', 'Only your login password protects this account.'],
    ['medium', 'Medium', 'Login and fund passwords are set.'],
    ['high', 'High', 'Login password, fund password, phone and e-mail all protect this account.'],
  ] as const)('security level %s shows %s (mocked fetch)', async (securityLevel, label, help) => {
    renderSetup(makeUser({ securityLevel }));
    const tag = await screen.findByText(label);
    expect(tag.closest('.adm-list-item')?.textContent).toContain('Security level');
    expect(screen.getByText(new RegExp(`^${help}`))).toBeTruthy();
    for (const other of ['Low', 'Medium', 'High'].filter((text) => text !== label)) {
      expect(screen.queryByText(other)).toBeNull();
    }
  });

  it('shows the last login time and IP, and the bindings (mocked fetch)', async () => {
    renderSetup(
      makeUser({
        securityLevel: 'high',
        hasFundPassword: true,
        phone: '+84901234567',
        email: 'player@example.com',
        lastLoginAt: '2024-03-05T12:00:00.000Z',
        lastLoginIp: '203.0.113.9',
      }),
    );
    expect(await screen.findByText('IP address: 203.0.113.9')).toBeTruthy();
    expect(screen.getByText(/Mar 5, 2024/)).toBeTruthy();
    expect(screen.queryByText('No earlier login recorded')).toBeNull();
    expect(screen.getByText('+84901234567')).toBeTruthy();
    expect(screen.getByText('player@example.com')).toBeTruthy();
    expect(screen.getByText('Set')).toBeTruthy();
  });

  it('without an earlier login it says so (mocked fetch)', async () => {
    renderSetup(makeUser());
    expect(await screen.findByText('No earlier login recorded')).toBeTruthy();
    expect(screen.queryByText(/IP address/)).toBeNull();
    // Fund password, phone and e-mail are all unset.
    expect(screen.getAllByText('Not set')).toHaveLength(3);
  });

  it('exit account asks first; cancel keeps the session (mocked fetch)', async () => {
    useAuthStore.getState().setToken('tok');
    window.localStorage.setItem('token_jwt', 'jwt');
    const { calls } = renderSetup(makeUser());

    fireEvent.click(await screen.findByRole('button', { name: 'Exit account' }));
    expect(await screen.findByText('Exit this account?')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));

    await waitFor(() => expect(screen.queryByText('Exit this account?')).toBeNull(), { timeout: 4000 });
    expect(calls.map(pathOf)).not.toContain('/user/logout');
    expect(window.localStorage.getItem('token')).toBe('tok');
    expect(window.localStorage.getItem('token_jwt')).toBe('jwt');
  });

  it('exit account, once confirmed, calls /user/logout, clears token and token_jwt and goes to login (mocked fetch)', async () => {
    useAuthStore.getState().setToken('tok');
    window.localStorage.setItem('token_jwt', 'jwt');
    const { calls } = renderSetup(makeUser());

    fireEvent.click(await screen.findByRole('button', { name: 'Exit account' }));
    expect(await screen.findByText('Exit this account?')).toBeTruthy();
    expect(calls.map(pathOf)).not.toContain('/user/logout');
    fireEvent.click(screen.getByText('Confirm'));

    expect(await screen.findByText('login page')).toBeTruthy();
    const logout = calls.find((call) => pathOf(call) === '/user/logout');
    expect(logout?.body).toEqual({ token_jwt: 'jwt' });
    expect(logout?.headers.TOKEN).toBe('tok');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('token_jwt')).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('a failed logout call still clears the session (mocked fetch)', async () => {
    useAuthStore.getState().setToken('tok');
    window.localStorage.setItem('token_jwt', 'jwt');
    const { calls } = renderSetup(makeUser(), {
      '/user/logout': () => envelope(1001, null, 'refused'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Exit account' }));
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(calls.map(pathOf)).toContain('/user/logout');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('token_jwt')).toBeNull();
  });
});
