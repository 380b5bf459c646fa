import { describe, expect, it } from 'vitest';

import {
  bindBankCardSchema,
  bindDigitalWalletSchema,
  isWalletAddress,
  maskCardNumber,
  maskWalletAddress,
  withdrawalSchema,
} from './payout-address';

const fundPassword = '123456';

describe('bank card binding', () => {
  it('drops spaces from card numbers and needs the confirmation to match', () => {
    const ok = bindBankCardSchema.parse({
      realName: ' Nguyen Van A ',
      bankName: 'ACB',
      cardNumber: '6222 0212 3456 7890',
      confirmCardNumber: '6222021234567890',
      fundPassword,
    });
    expect(ok).toMatchObject({ realName: 'Nguyen Van A', cardNumber: '6222021234567890' });
    const mismatch = bindBankCardSchema.safeParse({ ...ok, confirmCardNumber: '6222021234567891' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmCardNumber', 'validation.cardNumberMismatch'],
    ]);
  });

  it.each(['1234567', 'abcd12345678', '1'.repeat(31), ''])('refuses the card number %j', (cardNumber) => {
    const result = bindBankCardSchema.safeParse({
      realName: 'A',
      bankName: 'B',
      cardNumber,
      confirmCardNumber: cardNumber,
      fundPassword,
    });
    expect(result.error?.issues[0]?.message).toBe('validation.cardNumberFormat');
  });

  it('names the missing fields', () => {
    const result = bindBankCardSchema.safeParse({
      realName: ' ',
      bankName: '',
      cardNumber: '12345678',
      confirmCardNumber: '12345678',
      fundPassword: '12',
    });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      realName: 'validation.realNameRequired',
      bankName: 'validation.bankNameRequired',
      fundPassword: 'validation.fundPasswordFormat',
    });
  });
});

describe('digital wallet binding', () => {
  const trc20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
  const erc20 = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

  it('checks the address against its network', () => {
    expect(isWalletAddress('TRC20', trc20)).toBe(true);
    expect(isWalletAddress('ERC20', erc20)).toBe(true);
    expect(isWalletAddress('ERC20', trc20)).toBe(false);
    expect(isWalletAddress('TRC20', erc20)).toBe(false);
    expect(isWalletAddress('TRC20', `${trc20.slice(0, -1)}0`)).toBe(false); // 0 is not base58
  });

  it('refuses an address of the other network before comparing the confirmation', () => {
    const result = bindDigitalWalletSchema.safeParse({
      walletName: 'w',
      network: 'TRC20',
      address: erc20,
      confirmAddress: erc20,
      fundPassword,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['address'], message: 'validation.walletAddressFormat' }),
    ]);
  });

  it('needs the confirmation to match', () => {
    const result = bindDigitalWalletSchema.safeParse({
      walletName: 'w',
      network: 'ERC20',
      address: erc20,
      confirmAddress: erc20.toLowerCase(),
      fundPassword,
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmAddress'],
      message: 'validation.walletAddressMismatch',
    });
  });
});

describe('withdrawal', () => {
  const base = {
    amount: 10_000,
    addressId: 1,
    kind: 'bank',
    fundPassword,
    confirmFundPassword: fundPassword,
    requestId: 'r',
  };
  it('takes a positive integer of fen and matching fund passwords', () => {
    expect(withdrawalSchema.safeParse(base).success).toBe(true);
    for (const amount of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(withdrawalSchema.safeParse({ ...base, amount }).success).toBe(false);
    }
    expect(
      withdrawalSchema.safeParse({ ...base, confirmFundPassword: '000000' }).error?.issues[0]?.message,
    ).toBe('validation.fundPasswordMismatch');
  });
});

describe('masks', () => {
  it('show only the last 4 digits of a card and the ends of an address', () => {
    expect(maskCardNumber('6222021234567890')).toBe('**** **** 7890');
    expect(maskWalletAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe('TLa2f6****YjU7');
  });
});
