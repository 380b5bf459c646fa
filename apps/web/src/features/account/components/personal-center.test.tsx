import { avatarKeys } from '@fairdraw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import { PersonalCenter } from './personal-center';

const avatarRow = () => screen.getByText('Avatar').closest('.adm-list-item') as HTMLElement;
const shownAvatar = () => avatarRow().querySelector('img')?.getAttribute('src');
const picker = () => document.querySelector<HTMLElement>('.avatar-picker');

afterEach(clearToasts);

describe('personal centre', () => {
  it('without an icon, stores a default avatar key under `avatar` and shows it (mocked fetch)', () => {
    const { calls } = serveApi();
    renderWithProviders(<PersonalCenter user={makeUser({ id: 7, icon: null })} pickOnOpen={false} />);

    const stored = window.localStorage.getItem('avatar');
    expect(avatarKeys).toContain(stored);
    expect(shownAvatar()).toBe(`/avatars/${stored}.svg`);
    expect(calls).toHaveLength(0);
  });

  it('the default is stable: a stored key is reused rather than replaced (mocked fetch)', () => {
    serveApi();
    window.localStorage.setItem('avatar', 'avatar5');
    renderWithProviders(<PersonalCenter user={makeUser({ icon: null })} pickOnOpen={false} />);
    expect(window.localStorage.getItem('avatar')).toBe('avatar5');
    expect(shownAvatar()).toBe('/avatars/avatar5.svg');
  });

  it("the server's icon wins and nothing is stored for it (mocked fetch)", () => {
    serveApi();
    renderWithProviders(<PersonalCenter user={makeUser({ icon: 'avatar2' })} pickOnOpen={false} />);
    expect(shownAvatar()).toBe('/avatars/avatar2.svg');
    expect(window.localStorage.getItem('avatar')).toBeNull();
  });

  it('shows account, type, and unbound phone and e-mail', () => {
    serveApi();
    renderWithProviders(<PersonalCenter user={makeUser({ account: 'player01' })} pickOnOpen={false} />);
    expect(screen.getByText('player01')).toBeTruthy();
    expect(screen.getAllByText('Not bound')).toHaveLength(2);
  });

  it('choosing an avatar posts /user/updateAvatar with that key, stores it and closes the picker (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<PersonalCenter user={makeUser({ icon: 'avatar1' })} pickOnOpen={false} />);
    expect(picker()).toBeNull();

    fireEvent.click(screen.getByText('Change'));
    expect(await screen.findByText('Choose an avatar')).toBeTruthy();
    const sheet = picker() as HTMLElement;
    // Every built-in avatar is offered, the current one pressed.
    const options = within(sheet).getAllByRole('button', { pressed: false });
    expect(options).toHaveLength(avatarKeys.length - 1);
    expect(within(sheet).getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('avatar1');

    fireEvent.click(within(sheet).getByRole('button', { name: 'avatar3' }));
    expect(within(sheet).getByRole('button', { name: 'avatar3' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Avatar updated')).toBeTruthy();
    expect(calls.map(pathOf)).toEqual(['/user/updateAvatar']);
    expect(calls[0]?.body).toEqual({ icon: 'avatar3' });
    expect(avatarKeys).toContain((calls[0]?.body as { icon: string }).icon);
    expect(window.localStorage.getItem('avatar')).toBe('avatar3');
    await waitFor(() => expect(screen.queryByText('Choose an avatar')).toBeNull());
  });

  it('opened from "change avatar" the picker shows at once (mocked fetch)', async () => {
    serveApi();
    renderWithProviders(<PersonalCenter user={makeUser()} pickOnOpen />);
    expect(await screen.findByText('Choose an avatar')).toBeTruthy();
  });
});
