import { describe, expect, it } from 'vitest';

import {
  bindEmailSchema,
  bindPhoneSchema,
  fundPasswordSchema,
  loginSchema,
  registerSchema,
  updateFundPasswordSchema,
  updatePasswordSchema,
} from './account';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const validRegister = {
  account: 'player01',
  password: 'abc123',
  confirmPassword: 'abc123',
  inviteCode: '8888',
  agree: true,
  register_device: 3,
};

describe('spec section 5 validation', () => {
  it('accepts a valid registration and defaults the device to 3 (other)', () => {
    const { register_device: _device, ...withoutDevice } = validRegister;
    const parsed = registerSchema.parse(withoutDevice);
    expect(parsed.register_device).toBe(3);
  });

  it.each([
    [{ account: 'abc12' }, 'validation.accountLength'],
    [{ account: 'a'.repeat(21) }, 'validation.accountLength'],
    [{ account: 'abc_123' }, 'validation.accountChars'],
    [{ password: 'ab12', confirmPassword: 'ab12' }, 'validation.passwordLength'],
    [{ password: 'abc12345678901234', confirmPassword: 'abc12345678901234' }, 'validation.passwordLength'],
    [{ password: 'abcdefg', confirmPassword: 'abcdefg' }, 'validation.passwordWeak'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'validation.passwordWeak'],
    [{ confirmPassword: 'abc124' }, 'validation.passwordMismatch'],
    [{ inviteCode: '' }, 'validation.inviteRequired'],
    [{ inviteCode: undefined }, 'validation.inviteRequired'],
    [{ agree: false }, 'validation.agreeTerms'],
    [{ register_device: 4 }, undefined],
  ])('refuses %j with %s', (change, message) => {
    const result = registerSchema.safeParse({ ...validRegister, ...change });
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result)).toBe(message);
  });

  it('requires both login fields', () => {
    expect(loginSchema.safeParse({ account: 'player01', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ account: '', password: 'x' }))).toBe('validation.required');
    expect(firstMessage(loginSchema.safeParse({ account: 'player01' }))).toBe('validation.required');
  });

  it.each(['123456', '000000'])('accepts fund password %s', (value) => {
    expect(fundPasswordSchema.safeParse(value).success).toBe(true);
  });

  it.each(['12345', '1234567', 'abcdef', '12345a', ''])('refuses fund password %j', (value) => {
    expect(firstMessage(fundPasswordSchema.safeParse(value))).toBe('validation.fundPasswordFormat');
  });

  it('checks the new login password and its confirmation', () => {
    const ok = { oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' };
    expect(updatePasswordSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(updatePasswordSchema.safeParse({ ...ok, confirmPassword: 'new124' }))).toBe(
      'validation.passwordMismatch',
    );
    expect(
      firstMessage(
        updatePasswordSchema.safeParse({ ...ok, newPassword: 'newpass', confirmPassword: 'newpass' }),
      ),
    ).toBe('validation.passwordWeak');
  });

  it('checks the new fund password and its confirmation', () => {
    const ok = { loginPassword: 'abc123', newPassword: '654321', confirmPassword: '654321' };
    expect(updateFundPasswordSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(updateFundPasswordSchema.safeParse({ ...ok, confirmPassword: '654320' }))).toBe(
      'validation.passwordMismatch',
    );
    expect(
      firstMessage(
        updateFundPasswordSchema.safeParse({ ...ok, newPassword: '65432', confirmPassword: '65432' }),
      ),
    ).toBe('validation.fundPasswordFormat');
  });

  it.each([
    ['', 'validation.emailRequired'],
    ['not-an-email', 'validation.emailFormat'],
    ['a@b', 'validation.emailFormat'],
  ])('refuses e-mail %j with %s', (email, message) => {
    expect(firstMessage(bindEmailSchema.safeParse({ email }))).toBe(message);
  });

  it('accepts and trims a valid e-mail', () => {
    expect(bindEmailSchema.parse({ email: ' player@example.com ' }).email).toBe('player@example.com');
  });

  it.each([
    ['', 'validation.phoneRequired'],
    ['12345', 'validation.phoneFormat'],
    ['phone123', 'validation.phoneFormat'],
  ])('refuses phone %j with %s', (phone, message) => {
    expect(firstMessage(bindPhoneSchema.safeParse({ phone }))).toBe(message);
  });

  it.each(['0912345678', '+84912345678'])('accepts phone %s', (phone) => {
    expect(bindPhoneSchema.safeParse({ phone }).success).toBe(true);
  });
});
