import {
  amountFenSchema,
  bindBankCardSchema,
  bindDigitalWalletSchema,
  fundPasswordSchema,
  limits,
  walletNetworks,
  withdrawalSchema,
} from '@fairdraw/rules';
import { z } from 'zod';

import type { transactionTypes } from './betting';
import { pageFields } from './list';
import { maskedBankCard, maskedWallet } from './user';

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.general' });
/** The date filter (docs/api-conventions.md): all|today|3d|7d or { start, end } days in the operator's time zone. */
export const dateRange = z.union([z.enum(['all', 'today', '3d', '7d']), z.object({ start: ymd, end: ymd })]);
export type DateRange = z.infer<typeof dateRange>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

const requestId = z.string({ error: 'validation.required' }).trim().min(1).max(64);

// ---- Recharge ---------------------------------------------------------------------------------
export const rechargeChannelKinds = ['bank', 'crypto', 'gateway'] as const;
export const rechargeChannel = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(rechargeChannelKinds),
  min: z.number().int(),
  max: z.number().int(),
  instructions: z.string(),
});
export type RechargeChannel = z.infer<typeof rechargeChannel>;
export const rechargeChannelsData = z.object({ list: z.array(rechargeChannel) });

export const rechargeCreateBody = z.object({
  channel: z.string({ error: 'validation.required' }).min(1).max(32),
  amount: amountFenSchema,
  requestId,
});
/** What to do next: transfer to an account quoting a reference, send crypto, or open a pay page. */
export const rechargeInstructions = z.object({
  kind: z.enum(rechargeChannelKinds),
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  accountNumber: z.string().optional(),
  reference: z.string().optional(),
  network: z.enum(walletNetworks).optional(),
  address: z.string().optional(),
  /** Amount to send in the channel's unit (USDT), as a decimal string. */
  amountToSend: z.string().optional(),
});
export const rechargeCreateData = z.object({
  orderNo: z.string(),
  status: z.enum(['reviewing', 'passed', 'cancelled']),
  amount: z.number().int(),
  channel: z.string(),
  payUrl: z.string().nullable(),
  instructions: rechargeInstructions.nullable(),
});
export type RechargeCreateData = z.infer<typeof rechargeCreateData>;

export const rechargeStatuses = ['reviewing', 'passed', 'cancelled'] as const;
export const rechargeListBody = z.object({ range: dateRange.default('all'), ...pageFields });
export const rechargeOrder = z.object({
  orderNo: z.string(),
  amount: z.number().int(),
  time: z.string(),
  status: z.enum(rechargeStatuses),
  channel: z.string(),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

// ---- Withdrawal -------------------------------------------------------------------------------
export const withdrawStates = ['Pending', 'Completed', 'Reject'] as const;
export type WithdrawState = (typeof withdrawStates)[number];
export const withdrawCreateBody = withdrawalSchema;
export const withdrawCreateData = z.object({
  orderNo: z.string(),
  status: z.enum(withdrawStates),
  amount: z.number().int(),
  balance: z.number().int(),
});
export const withdrawListBody = z.object({ range: dateRange.default('all'), ...pageFields });
export const withdrawOrder = z.object({
  orderNo: z.string(),
  date: z.string(),
  amount: z.number().int(),
  time: z.string(),
  state: z.enum(withdrawStates),
  remark: z.string().nullable(),
  address: z.string(),
  kind: z.enum(['bank', 'wallet']),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;
/** An added call: what the withdrawal page shows before the user asks. */
export const withdrawInfoData = z.object({
  balance: z.number().int(),
  frozen: z.number().int(),
  remainingTurnover: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  dailyCountMax: z.number().int(),
  dailyCountLeft: z.number().int(),
  dailyAmountLeft: z.number().int(),
  hasFundPassword: z.boolean(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoData>;

// ---- Bank cards and wallets -------------------------------------------------------------------
export const bindBankCardBody = bindBankCardSchema;
export const bindDigitWallBody = bindDigitalWalletSchema;
export const deleteWithDrawAddrBody = z.object({
  id: z.number({ error: 'validation.required' }).int().positive().max(limits.int4Max),
  kind: z.enum(['bank', 'wallet'], { error: 'validation.required' }),
  fundPassword: fundPasswordSchema,
});
export const withDrawAddrList = z.object({
  bankCards: z.array(maskedBankCard),
  wallets: z.array(maskedWallet),
});
export type WithDrawAddrList = z.infer<typeof withDrawAddrList>;
export type MaskedBankCard = z.infer<typeof maskedBankCard>;
export type MaskedWallet = z.infer<typeof maskedWallet>;

// ---- Transaction records ----------------------------------------------------------------------
export type TransactionTypeFilter = (typeof transactionTypes)[number];
export const transactionRecord = z.object({
  id: z.number().int(),
  time: z.string(),
  type: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  ref: z.string(),
  remark: z.string().nullable(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;
