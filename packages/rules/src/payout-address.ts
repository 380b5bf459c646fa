import { z } from 'zod';

import { fundPasswordSchema } from './account';
import { int4Max } from './limits';

/**
 * Validation of bank cards, digital wallets and withdrawals, shared by the server
 * (authority) and the web forms (feedback). Messages are message keys, localized by each side.
 */
export const moneyValidationMessageKeys = [
  'validation.realNameRequired',
  'validation.bankNameRequired',
  'validation.cardNumberFormat',
  'validation.cardNumberMismatch',
  'validation.walletNameRequired',
  'validation.walletAddressFormat',
  'validation.walletAddressMismatch',
  'validation.fundPasswordMismatch',
  'validation.amountFormat',
] as const;
export type MoneyValidationMessageKey = (typeof moneyValidationMessageKeys)[number];

const msg = (key: MoneyValidationMessageKey | 'validation.required') => ({ error: key });

export const walletNetworks = ['TRC20', 'ERC20'] as const;
export type WalletNetwork = (typeof walletNetworks)[number];

/** TRC20: base58 'T' + 33; ERC20: '0x' + 40 hex digits. */
const addressPatterns: Record<WalletNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

export const isWalletAddress = (network: WalletNetwork, address: string): boolean =>
  addressPatterns[network].test(address);

const requiredText = (key: MoneyValidationMessageKey, max: number) =>
  z.string(msg(key)).trim().min(1, msg(key)).max(max, msg('validation.required'));

/** Card numbers are 8 to 30 digits; spaces a user types between groups are dropped. */
export const cardNumberSchema = z
  .string(msg('validation.cardNumberFormat'))
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{8,30}$/, msg('validation.cardNumberFormat')));

export const bindBankCardSchema = z
  .object({
    realName: requiredText('validation.realNameRequired', 50),
    bankName: requiredText('validation.bankNameRequired', 50),
    cardNumber: cardNumberSchema,
    confirmCardNumber: z.string(msg('validation.required')).transform((v) => v.replace(/\s+/g, '')),
    fundPassword: fundPasswordSchema,
  })
  .superRefine((v, ctx) => {
    if (v.cardNumber !== v.confirmCardNumber)
      ctx.addIssue({ code: 'custom', path: ['confirmCardNumber'], message: 'validation.cardNumberMismatch' });
  });

export const bindDigitalWalletSchema = z
  .object({
    walletName: requiredText('validation.walletNameRequired', 30),
    network: z.enum(walletNetworks, msg('validation.walletAddressFormat')),
    address: z.string(msg('validation.walletAddressFormat')).trim(),
    confirmAddress: z.string(msg('validation.required')).trim(),
    fundPassword: fundPasswordSchema,
  })
  .superRefine((v, ctx) => {
    if (!isWalletAddress(v.network, v.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.walletAddressFormat' });
    else if (v.address !== v.confirmAddress)
      ctx.addIssue({ code: 'custom', path: ['confirmAddress'], message: 'validation.walletAddressMismatch' });
  });

export const amountFenSchema = z
  .number(msg('validation.amountFormat'))
  .int(msg('validation.amountFormat'))
  .positive(msg('validation.amountFormat'))
  .max(Number.MAX_SAFE_INTEGER, msg('validation.amountFormat'));

export const withdrawalSchema = z
  .object({
    amount: amountFenSchema,
    addressId: z.number(msg('validation.required')).int().positive().max(int4Max),
    kind: z.enum(['bank', 'wallet'], msg('validation.required')),
    fundPassword: fundPasswordSchema,
    confirmFundPassword: z.string(msg('validation.required')),
    requestId: z.string(msg('validation.required')).min(1).max(64),
  })
  .superRefine((v, ctx) => {
    if (v.fundPassword !== v.confirmFundPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmFundPassword'],
        message: 'validation.fundPasswordMismatch',
      });
  });

export type BindBankCardInput = z.infer<typeof bindBankCardSchema>;
export type BindDigitalWalletInput = z.infer<typeof bindDigitalWalletSchema>;
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/** Card numbers show their last 4 digits only; addresses their first 6 and last 4 characters. */
export const maskCardNumber = (cardNumber: string): string => `**** **** ${cardNumber.slice(-4)}`;
export const maskWalletAddress = (address: string): string =>
  `${address.slice(0, 6)}****${address.slice(-4)}`;
