import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { LoginPage } from './login-page';

const credentials = { account: 'ops', password: 'secret-pass' };

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(texts.login.account), credentials.account);
  await user.type(screen.getByLabelText(texts.login.password), credentials.password);
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
  return user;
}

/** /admin/password and /admin/totp/enable answer the operator (adminMeData). */
const me = {
  id: 1,
  account: 'ops',
  role: 'admin',
  disabled: false,
  totpRequired: true,
  totpEnabled: true,
  createdAt: '2026-11-23T10:00:00+07:00',
};

describe('login page (mocked fetch)', () => {
  it('signs in at once when the server answers step done', async () => {
    const calls = mockFetch(() => ({ data: { step: 'done', token: 't1', role: 'admin', account: 'ops' } }));
    const onSignedIn = vi.fn();
    renderScreen(<LoginPage onSignedIn={onSignedIn} />, null);
    await signIn();
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 't1', role: 'admin', account: 'ops' }),
    );
    expect(calls).toEqual([{ path: '/admin/login', body: credentials, token: undefined }]);
  });

  it('after a generated password, shows the change form first and signs in only once it is saved', async () => {
    const calls = mockFetch((call) =>
      call.path === '/admin/password'
        ? { data: { ...me, mustChangePassword: false } }
        : { data: { step: 'done', token: 't3', role: 'admin', account: 'ops', mustChangePassword: true } },
    );
    const onSignedIn = vi.fn();
    renderScreen(<LoginPage onSignedIn={onSignedIn} />, null);
    const user = await signIn();
    const fresh = await screen.findByLabelText(texts.login.newPassword);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      texts.login.newPasswordTitle,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(fresh, 'Operator-own-99');
    await user.type(screen.getByLabelText(texts.login.confirmPassword), 'Operator-own-99');
    await user.click(screen.getByRole('button', { name: texts.login.newPasswordSubmit }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 't3', role: 'admin', account: 'ops' }),
    );
    expect(calls[1]).toEqual({
      path: '/admin/password',
      body: { oldPassword: credentials.password, newPassword: 'Operator-own-99' },
      token: 't3',
    });
  });

  it('asks for the TOTP code when the server answers step totp, and sends it with the credentials', async () => {
    const calls = mockFetch((call) =>
      call.body.totp === '123456'
        ? { data: { step: 'done', token: 't2', role: 'finance', account: 'ops' } }
        : { data: { step: 'totp' } },
    );
    const onSignedIn = vi.fn();
    renderScreen(<LoginPage onSignedIn={onSignedIn} />, null);
    const user = await signIn();
    const code = await screen.findByLabelText(texts.login.totpCode);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', texts.login.totpTitle);
    expect(onSignedIn).not.toHaveBeenCalled();

    // A malformed code is refused in the form, before any call.
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: texts.login.totpSubmit }));
    expect(await screen.findByText(texts.login.codeFormat)).toBeTruthy();
    expect(calls).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: texts.login.totpSubmit }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 't2', role: 'finance', account: 'ops' }),
    );
    expect(calls[1]).toEqual({
      path: '/admin/login',
      body: { ...credentials, totp: '123456' },
      token: undefined,
    });
  });

  it("asks for the admin's one-time code when the server answers step enrolCode, then enrols under the enrolment token", async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/admin/totp/enable') return { data: me };
      if (call.body.enrolCode === 'ABCD-EFGH-JKLM-NPQR')
        return {
          data: {
            step: 'enrol',
            token: 'enrol-token',
            role: 'support',
            account: 'ops',
            enrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
          },
        };
      return { data: { step: 'enrolCode' } };
    });
    const onSignedIn = vi.fn();
    renderScreen(<LoginPage onSignedIn={onSignedIn} />, null);
    const user = await signIn();
    // The password alone shows no secret: it asks for the code an admin issued.
    const enrolCode = await screen.findByLabelText(texts.login.enrolCode);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      texts.login.enrolCodeTitle,
    );
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    await user.type(enrolCode, 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', { name: texts.login.enrolCodeSubmit }));

    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', 'JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', texts.login.enrolTitle);
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(texts.login.totpCode), '654321');
    await user.click(screen.getByRole('button', { name: texts.login.totpSubmit }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 'enrol-token', role: 'support', account: 'ops' }),
    );
    expect(calls.map((c) => c.path)).toEqual(['/admin/login', '/admin/login', '/admin/totp/enable']);
    expect(calls[1]?.body).toEqual({ ...credentials, enrolCode: 'ABCD-EFGH-JKLM-NPQR' });
    expect(calls[2]).toEqual({ path: '/admin/totp/enable', body: { code: '654321' }, token: 'enrol-token' });
  });

  it("shows the server's message on wrong credentials and stays on the first step", async () => {
    mockFetch(() => ({ code: 1000, msg: 'Wrong account or password' }));
    renderScreen(<LoginPage onSignedIn={vi.fn()} />, null);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Wrong account or password'),
    );
    expect(screen.getByLabelText(texts.login.password)).toBeTruthy();
  });
});
