import { describe, expect, it } from 'vitest';

import { endpoints } from './endpoints';

describe('endpoint table', () => {
  it('keeps every legacy account path of spec section 7', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    for (const p of [
      '/user/register',
      '/user/login',
      '/user/logout',
      '/user/getUserInfo',
      '/user/refreshToken',
      '/user/updatePwd',
      '/user/bindEmail',
      '/user/bindPhone',
      '/user/updateTransPwd',
      '/index/index',
      '/getPackage',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('validates a register body with the shared rules schema', () => {
    const ok = endpoints.register.body.safeParse({
      account: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      inviteCode: '8888',
      agree: true,
      register_device: 3,
    });
    expect(ok.success).toBe(true);
    const weak = endpoints.register.body.safeParse({
      account: 'player01',
      password: 'abcdef',
      confirmPassword: 'abcdef',
      inviteCode: '8888',
      agree: true,
    });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe('validation.passwordWeak');
  });
});
