import { serverMessages } from '@fairdraw/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../i18n';
import { envelope } from '../../../testing/fetch-mock';
import { clearToasts, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { ResetCodeForm } from './reset-code-form';

const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('common.submit') }));

afterEach(async () => {
  await clearToasts();
  await i18n.changeLanguage('en');
});

describe('reset code form (ADR 104)', () => {
  it('a login reset: the code and new password go to /user/redeemResetCode, then it hands over (mocked fetch)', async () => {
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<ResetCodeForm kind="login" onDone={onDone} />);
    expect(screen.getByText(i18n.t('reset.introLogin'))).toBeTruthy();

    typeInto(i18n.t('login.account'), 'player01');
    typeInto(i18n.t('reset.code'), '1234567');
    typeInto(i18n.t('pwd.new'), 'fresh12345');
    typeInto(i18n.t('pwd.confirm'), 'fresh12345');
    submit();
    expect(await screen.findByText(serverMessages.en['validation.general'])).toBeTruthy();
    expect(calls).toHaveLength(0);

    typeInto(i18n.t('reset.code'), '12345678');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toMatch(/\/user\/redeemResetCode$/);
    expect(calls[0]?.body).toEqual({
      kind: 'login',
      account: 'player01',
      code: '12345678',
      newPassword: 'fresh12345',
      confirmPassword: 'fresh12345',
    });
  });

  it('a fund reset asks for 6 digits; a wrong code shows the server message in the current language (mocked fetch)', async () => {
    await i18n.changeLanguage('vi');
    const { calls } = serveApi({
      '/user/redeemResetCode': () => envelope(1000, null, serverMessages.vi['auth.resetCodeInvalid']),
    });
    const onDone = vi.fn();
    renderWithProviders(<ResetCodeForm kind="fund" onDone={onDone} />);
    typeInto(i18n.t('login.account'), 'player01');
    typeInto(i18n.t('reset.code'), '12345678');
    typeInto(i18n.t('fund.new'), 'abcdef');
    typeInto(i18n.t('fund.confirm'), 'abcdef');
    submit();
    expect(await screen.findByText(serverMessages.vi['validation.fundPasswordFormat'])).toBeTruthy();
    typeInto(i18n.t('fund.new'), '135790');
    typeInto(i18n.t('fund.confirm'), '135790');
    submit();
    expect(await screen.findByText(serverMessages.vi['auth.resetCodeInvalid'])).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
