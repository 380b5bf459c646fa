import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { type TestApp, buildTestApp, uniqueAccount } from '../../test/helper';
import { commonPasswordsRefused, isCommonPassword } from './common-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (password: string, lang: string) =>
  t.post(
    '/user/register',
    { account: uniqueAccount(), password, confirmPassword: password, inviteCode: '8888', agree: true },
    { lang },
  );

describe('the most common passwords are refused (ADR 109)', () => {
  it('bundles the top 10,000 of the list, matched case-insensitively', () => {
    expect(commonPasswordsRefused).toBe(10_000);
    for (const p of ['qwerty123', 'Password1', 'ABC12345', '1qaz2wsx'])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('fair2draw58')).toBe(false);
  });

  it('at registration: 1000 on `password`, in the request’s language', async () => {
    for (const lang of ['en', 'vi', 'tw', 'my', 'zh'] as const) {
      const res = await register('password123', lang);
      expect(res.body).toMatchObject({
        code: 1000,
        msg: serverMessages[lang]['auth.passwordCommon'],
        data: { fields: { password: serverMessages[lang]['auth.passwordCommon'] } },
      });
    }
    expect((await register('fair2draw58', 'en')).body.code).toBe(0);
  });

  it('at every password change: /user/updatePwd refuses a common new password', async () => {
    const s = await t.register();
    const res = await t.post(
      '/user/updatePwd',
      { oldPassword: s.password, newPassword: 'iloveyou1', confirmPassword: 'iloveyou1' },
      { token: s.token, lang: 'en' },
    );
    expect(res.body).toMatchObject({ code: 1000, data: { fields: { newPassword: expect.any(String) } } });
    expect(res.body.msg).toBe(serverMessages.en['auth.passwordCommon']);
    expect((await t.login(s.account, s.password)).body.code).toBe(0);
  });

  it('for operators too: creating one or setting its password', async () => {
    const login = await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' });
    const token = String(login.body.data.token);
    const created = await t.post(
      '/admin/operators/create',
      { account: 'op-common', password: 'password123', role: 'support' },
      { token, lang: 'en' },
    );
    expect(created.body).toMatchObject({ code: 1000, msg: serverMessages.en['auth.passwordCommon'] });
  });
});
