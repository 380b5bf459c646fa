import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api';
import { envelope, mockFetch, pathOf } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { authSession, useAuthStore } from '../auth-store';
import { LoginForm } from './login-form';

/** antd-mobile copies aria-label onto the Input's wrapper too; the <input> is the one to type into. */
const type = (label: string, value: string) => {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  fireEvent.change(input!, { target: { value } });
};

function serve() {
  const mock = mockFetch(() => envelope(0, { token: 'tok', jwt: 'jwt' }));
  api.configure({ fetch: mock.fetch, session: authSession, toast: vi.fn(), goToLogin: vi.fn() });
  return mock;
}

afterEach(() => useAuthStore.getState().clear());

describe('login form', () => {
  it('an empty form shows the rule message under each field and sends nothing; typing clears it (mocked fetch)', async () => {
    const { calls } = serve();
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);

    type('Account', 'player01');
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(1));
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('valid entries log in through /user/login and hand over (mocked fetch)', async () => {
    const { calls } = serve();
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    type('Account', 'player01');
    type('Password', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(calls.map(pathOf)).toEqual(['/user/login']);
    expect(calls[0]!.body).toMatchObject({ account: 'player01', password: 'abc123' });
    expect(useAuthStore.getState().token).toBe('tok');
  });
});
