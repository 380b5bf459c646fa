import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pathOf } from '../../../testing/fetch-mock';
import { clearToasts, inputLabelled, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { FundPasswordForm } from './fund-password-form';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(clearToasts);

describe('fund password form', () => {
  it('first time: asks for the login password and sends loginPassword, not oldPassword (mocked fetch)', async () => {
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<FundPasswordForm hasFundPassword={false} onDone={onDone} />);

    expect(screen.getByText('First time: confirm with your login password.')).toBeTruthy();
    expect(screen.queryAllByLabelText('Current fund password')).toHaveLength(0);
    // The login password is a normal password, not a 6-digit field.
    expect(inputLabelled('Login password').maxLength).not.toBe(6);

    typeInto('Login password', 'login-pass1');
    typeInto('New fund password', '123456');
    typeInto('Confirm fund password', '123456');
    submit();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.map(pathOf)).toEqual(['/user/updateTransPwd']);
    expect(calls[0]?.body).toEqual({
      loginPassword: 'login-pass1',
      newPassword: '123456',
      confirmPassword: '123456',
    });
    expect(await screen.findByText('Fund password saved')).toBeTruthy();
  });

  it('first time: the login password is required (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<FundPasswordForm hasFundPassword={false} onDone={vi.fn()} />);
    typeInto('New fund password', '123456');
    typeInto('Confirm fund password', '123456');
    submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('already set: asks for the current fund password and sends oldPassword (mocked fetch)', async () => {
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<FundPasswordForm hasFundPassword onDone={onDone} />);

    expect(screen.queryByText('First time: confirm with your login password.')).toBeNull();
    expect(screen.queryAllByLabelText('Login password')).toHaveLength(0);
    for (const label of ['Current fund password', 'New fund password', 'Confirm fund password']) {
      expect(inputLabelled(label).maxLength).toBe(6);
      expect(inputLabelled(label).type).toBe('password');
    }

    // Without the old fund password nothing is sent.
    typeInto('New fund password', '654321');
    typeInto('Confirm fund password', '654321');
    submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    typeInto('Current fund password', '123456');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.map(pathOf)).toEqual(['/user/updateTransPwd']);
    expect(calls[0]?.body).toEqual({
      oldPassword: '123456',
      newPassword: '654321',
      confirmPassword: '654321',
    });
  });

  it.each(['12345', '12345a', 'abcdef'])(
    'the new fund password %s breaks the 6-digit rule and nothing is sent (mocked fetch)',
    async (newPassword) => {
      const { calls } = serveApi();
      renderWithProviders(<FundPasswordForm hasFundPassword onDone={vi.fn()} />);
      typeInto('Current fund password', '123456');
      typeInto('New fund password', newPassword);
      typeInto('Confirm fund password', newPassword);
      submit();
      expect(await screen.findByText('Fund password must be exactly 6 digits')).toBeTruthy();
      expect(calls).toHaveLength(0);
    },
  );

  it('the two new fund passwords must match (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<FundPasswordForm hasFundPassword onDone={vi.fn()} />);
    typeInto('Current fund password', '123456');
    typeInto('New fund password', '654321');
    typeInto('Confirm fund password', '654320');
    submit();
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
