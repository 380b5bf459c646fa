import { playerRoutes } from '@fairdraw/contract';
import type { HomeData, UserInfo } from '@fairdraw/contract';

/**
 * Hand-written checks of the two answers the first screen waits for (/user/getUserInfo and
 * /index/index). They accept exactly what the contract's zod schemas accept (response-checks.test.ts
 * feeds both the same samples), but come with the first chunk: zod and the schemas are ≈ 30 KB gzip
 * that a logged-in first visit would otherwise download and run before the balance can show.
 * Unlike zod they return the answer as it came, unknown fields included; nothing reads those.
 */
export class ResponseShapeError extends Error {
  constructor(what: string) {
    super(`unexpected response shape: ${what}`);
    this.name = 'ResponseShapeError';
  }
}

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isSafeInteger(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (...allowed: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
/** Every listed field passes its check (missing fields are undefined and fail, as in zod). */
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

const maskedBankCard = shape({
  id: isInteger,
  kind: oneOf('bank'),
  realName: isString,
  bankName: isString,
  cardNumber: isString,
  locked: isBoolean,
});
const maskedWallet = shape({
  id: isInteger,
  kind: oneOf('wallet'),
  walletName: isString,
  network: oneOf('TRC20', 'ERC20'),
  address: isString,
  locked: isBoolean,
});

/** dailyDeposit … monthlyStake (ADR 120): fen or null. Spelled out here, not imported with zod. */
const moneyLimits: Record<string, Check> = Object.fromEntries(
  ['daily', 'weekly', 'monthly'].flatMap((period) =>
    ['Deposit', 'Loss', 'Stake'].map((kind) => [period + kind, nullable(isInteger)]),
  ),
);

const isUserInfo = shape({
  id: isInteger,
  account: isString,
  type: oneOf('player', 'agent', 'trial'),
  balance: isInteger,
  frozen: isInteger,
  rebate: isInteger,
  phone: nullable(isString),
  email: nullable(isString),
  icon: nullable(isString),
  bankInfo: arrayOf((entry) => maskedBankCard(entry) || maskedWallet(entry)),
  securityLevel: oneOf('low', 'medium', 'high'),
  hasFundPassword: isBoolean,
  lastLoginAt: nullable(isString),
  lastLoginIp: nullable(isString),
  inviteCode: nullable(isString),
  mustChangePassword: isBoolean,
  trialExpiresAt: nullable(isString),
  limits: shape({
    ...moneyLimits,
    sessionMinutes: nullable(isInteger),
    realityCheckMinutes: isInteger,
    breakUntil: nullable(isString),
    selfExcludedUntil: nullable(isString),
    // Raises still waiting their 24 hours (ADR 098): the limits they bring and when.
    pending: nullable(shape({ effectiveAt: isString })),
  }),
  terms: shape({
    version: nullable(isString),
    acceptedAt: nullable(isString),
    current: isString,
    mustAccept: isBoolean,
  }),
});

const isHomeData = shape({
  banners: arrayOf(shape({ id: isInteger, image: isString, title: isString, link: nullable(isString) })),
  notices: arrayOf(shape({ id: isInteger, title: isString, body: isString })),
  games: arrayOf(
    shape({
      code: isString,
      family: isString,
      name: isString,
      category: isString,
      icon: isString,
      intervalSec: isInteger,
    }),
  ),
  categories: arrayOf(shape({ code: isString, name: isString })),
  serviceUrl: isString,
  version: isString,
});

export function checkUserInfo(value: unknown): UserInfo {
  if (!isUserInfo(value)) throw new ResponseShapeError(playerRoutes.getUserInfo.path);
  return value as UserInfo;
}

export function checkHomeData(value: unknown): HomeData {
  if (!isHomeData(value)) throw new ResponseShapeError(playerRoutes.home.path);
  return value as HomeData;
}
