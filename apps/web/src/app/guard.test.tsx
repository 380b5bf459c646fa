import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { authSession, useAuthStore } from '../features/auth/auth-store';
import { api } from '../lib/api';
import { userQueryKey } from '../lib/user';
import { envelope, mockFetch, pathOf } from '../testing/fetch-mock';
import { renderWithProviders } from '../testing/render';
import { makeUser } from '../testing/user-fixture';
import { Guard } from './guard';
import { paths } from '../config/paths';

const user = makeUser();

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname + location.search}
    </p>
  );
}

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<Guard />}>
        <Route path={paths.home} element={<Where name="home page" />} />
        <Route path={paths.mine} element={<Where name="mine page" />} />
        <Route path={paths.login} element={<Where name="login page" />} />
        <Route path={paths.customerService} element={<Where name="service page" />} />
        <Route path={paths.verify} element={<Where name="verify page" />} />
        <Route path={paths.modifyLoginPwd} element={<Where name="password page" />} />
      </Route>
    </Routes>,
    { route },
  );
}

function serveUser(data: object) {
  const mock = mockFetch((call) =>
    pathOf(call) === '/user/getUserInfo' ? envelope(0, data) : envelope(1002),
  );
  api.configure({ fetch: mock.fetch, session: authSession, toast: vi.fn(), goToLogin: vi.fn() });
  return mock;
}

afterEach(() => useAuthStore.getState().clear());

describe('access guard', () => {
  it('without a token, a protected page redirects to login and remembers where to return', async () => {
    renderGuarded(`${paths.mine}?tab=1`);
    expect(
      await screen.findByText(
        `login page at ${paths.login}?redirect=${encodeURIComponent(`${paths.mine}?tab=1`)}`,
      ),
    ).toBeTruthy();
  });

  it.each([paths.login, paths.customerService, paths.verify])(
    'whitelisted %s opens without a token',
    async (path) => {
      renderGuarded(path);
      expect(await screen.findByText(new RegExp(`at ${path}$`))).toBeTruthy();
    },
  );

  it('with a token but no user, loads getUserInfo first (loading view), then continues (mocked fetch)', async () => {
    useAuthStore.getState().setToken('tok');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mock = mockFetch(async () => {
      await gate;
      return envelope(0, user);
    });
    api.configure({ fetch: mock.fetch, session: authSession, toast: vi.fn(), goToLogin: vi.fn() });

    renderGuarded(paths.mine);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByText(/mine page/)).toBeNull();
    release();
    expect(await screen.findByText(`mine page at ${paths.mine}`)).toBeTruthy();
    expect(mock.calls.map(pathOf)).toEqual(['/user/getUserInfo']);
    expect(mock.calls[0]?.headers.TOKEN).toBe('tok');
  });

  it('an account that must change its password is sent to change it first (mocked fetch)', async () => {
    useAuthStore.getState().setToken('tok');
    serveUser({ ...user, mustChangePassword: true });
    renderGuarded(paths.mine);
    expect(await screen.findByText(`password page at ${paths.modifyLoginPwd}`)).toBeTruthy();
  });

  describe('home, shown while the user is on its way', () => {
    /** A getUserInfo answer held back until `release` is called. */
    function holdUser(answer: () => Response) {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const mock = mockFetch(async () => {
        await gate;
        return answer();
      });
      api.configure({ fetch: mock.fetch, session: authSession, toast: vi.fn(), goToLogin: vi.fn() });
      return { mock, release };
    }

    it('renders home before getUserInfo answers, without the loading view (mocked fetch)', async () => {
      useAuthStore.getState().setToken('tok');
      const { mock, release } = holdUser(() => envelope(0, user));
      const { queryClient } = renderGuarded(paths.home);
      expect(await screen.findByText(`home page at ${paths.home}`)).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
      expect(mock.calls.map(pathOf)).toEqual(['/user/getUserInfo']);
      release();
      await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toEqual(user));
      expect(screen.getByText(`home page at ${paths.home}`)).toBeTruthy();
    });

    it('a 401 without a jwt still goes to login (mocked fetch)', async () => {
      useAuthStore.getState().setToken('tok');
      const { release } = holdUser(() => envelope(401));
      renderGuarded(paths.home);
      expect(await screen.findByText(`home page at ${paths.home}`)).toBeTruthy();
      release();
      expect(
        await screen.findByText(`login page at ${paths.login}?redirect=${encodeURIComponent(paths.home)}`),
      ).toBeTruthy();
    });

    it('an account that must change its password still leaves home for the password page (mocked fetch)', async () => {
      useAuthStore.getState().setToken('tok');
      const { release } = holdUser(() => envelope(0, { ...user, mustChangePassword: true }));
      renderGuarded(paths.home);
      expect(await screen.findByText(`home page at ${paths.home}`)).toBeTruthy();
      release();
      expect(await screen.findByText(`password page at ${paths.modifyLoginPwd}`)).toBeTruthy();
    });
  });
});
