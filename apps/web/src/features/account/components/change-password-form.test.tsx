import { serverMessages } from '@fairdraw/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../i18n';
import { envelope } from '../../../testing/fetch-mock';
import { authSession, clearToasts, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordForm } from './change-password-form';

const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('common.submit') }));

function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
  typeInto(i18n.t('pwd.old'), oldPassword);
  typeInto(i18n.t('pwd.new'), newPassword);
  typeInto(i18n.t('pwd.confirm'), confirmPassword);
}

afterEach(async () => {
  await clearToasts();
  authSession.clear();
  await i18n.changeLanguage('en');
});

describe('change login password form', () => {
  it('shows the rules messages and sends nothing for a weak, short or mismatched password (mocked fetch)', async () => {
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<ChangePasswordForm forced={false} onDone={onDone} />);

    fill('old-pass1', 'abcdefg', 'abcdefg');
    submit();
    expect(await screen.findByText(serverMessages.en['validation.passwordWeak'])).toBeTruthy();
    expect(screen.getByText('not strong enough: use letters and numbers')).toBeTruthy();

    // Too short is the length rule of the same shared schema (letters and digits present).
    fill('old-pass1', 'ab1', 'ab1');
    submit();
    expect(await screen.findByText(serverMessages.en['validation.passwordLength'])).toBeTruthy();

    fill('', 'abc123', 'abc124');
    submit();
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getByText(serverMessages.en['validation.required'])).toBeTruthy();
    expect(screen.queryByText(serverMessages.en['validation.passwordLength'])).toBeNull();

    expect(calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('the messages follow the current language (mocked fetch)', async () => {
    const { calls } = serveApi();
    await i18n.changeLanguage('vi');
    renderWithProviders(<ChangePasswordForm forced={false} onDone={vi.fn()} />);

    fill('old-pass1', 'abcdefg', 'abcdefg');
    submit();
    expect(await screen.findByText(serverMessages.vi['validation.passwordWeak'])).toBeTruthy();
    expect(screen.queryByText(serverMessages.en['validation.passwordWeak'])).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('the forced variant explains why the password must change', () => {
    serveApi();
    renderWithProviders(<ChangePasswordForm forced onDone={vi.fn()} />);
    expect(screen.getByText('Please replace the initial password before you continue.')).toBeTruthy();
  });

  it('a valid form posts /user/updatePwd with the headers, toasts and hands over (mocked fetch)', async () => {
    authSession.setToken('tok-1');
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<ChangePasswordForm forced={false} onDone={onDone} />);

    fill('old-pass1', 'new-pass2', 'new-pass2');
    submit();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toMatch(/\/user\/updatePwd$/);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      oldPassword: 'old-pass1',
      newPassword: 'new-pass2',
      confirmPassword: 'new-pass2',
    });
    expect(call?.headers.LANGUAGE).toBe('en');
    expect(call?.headers.TOKEN).toBe('tok-1');
    expect(await screen.findByText('Password changed')).toBeTruthy();
  });

  it("a refusal shows the server's message and neither toasts success nor hands over (mocked fetch)", async () => {
    const { calls } = serveApi({
      '/user/updatePwd': () => envelope(1001, null, 'Old password is wrong (from server)'),
    });
    const onDone = vi.fn();
    renderWithProviders(<ChangePasswordForm forced={false} onDone={onDone} />);

    fill('wrong-pass1', 'new-pass2', 'new-pass2');
    submit();

    expect(await screen.findByText('Old password is wrong (from server)')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('Password changed')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
