import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api';
import { envelope, mockFetch, pathOf } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { authSession, useAuthStore } from '../auth-store';
import { RegisterForm } from './register-form';

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

describe('register form', () => {
  it('shows the localized rule messages and sends nothing when the form breaks the rules (mocked fetch)', async () => {
    const { calls } = serve();
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    expect(screen.getByPlaceholderText('Enter 8888 if you have none')).toBeTruthy();

    type('Account', 'ab');
    type('Password', 'abcdefg');
    type('Confirm password', 'abcdefx');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Account must be 6 to 20 characters')).toBeTruthy();
    expect(screen.getByText('not strong enough: use letters and numbers')).toBeTruthy();
    expect(screen.getByText('Please enter the invitation code')).toBeTruthy();
    expect(screen.getByText('Please agree to the website terms')).toBeTruthy();

    // The schema compares the two entries once every field is valid on its own (as on the server).
    type('Account', 'player01');
    type('Password', 'abc123');
    type('Confirm password', 'abc124');
    type('Invitation code', '8888');
    fireEvent.click(screen.getByText('I am 18 or older and accept the terms (version 2026-11-01)'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Account must be 6 to 20 characters')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('a valid form registers with register_device 3 and reports success (mocked fetch)', async () => {
    const { calls } = serve();
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);

    type('Account', 'player01');
    type('Password', 'abc123');
    type('Confirm password', 'abc123');
    type('Invitation code', '8888');
    fireEvent.click(screen.getByText('I am 18 or older and accept the terms (version 2026-11-01)'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(calls.map(pathOf)).toEqual(['/user/register']);
    expect(calls[0]?.body).toEqual({
      account: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      inviteCode: '8888',
      agree: true,
      register_device: 3,
      termsVersion: '2026-11-01',
    });
    expect(useAuthStore.getState().token).toBe('tok');
  });

  it('links the terms the box accepts (issue 26)', () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Read the terms' });
    expect(link.getAttribute('href')).toBe('/pages/account_info/terms');
  });

  it('a promotion link fills the invitation code (mocked fetch)', () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} initialInviteCode="52013141" />);
    const input = screen
      .getAllByLabelText('Invitation code')
      .find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    expect(input.value).toBe('52013141');
  });
});
