/** Envelope codes (docs/api-conventions.md, ADR 002). Only the web's api-client and the server's error handler interpret them. */
export const ResponseCode = {
  ok: 0,
  tokenInvalid: 401,
  loginInvalid: 402,
  loggedInElsewhere: 403,
  validationFailed: 1000,
  notAllowed: 1001,
  notFound: 1002,
  conflict: 1003,
  insufficientBalance: 1004,
  bettingClosed: 1005,
  rateLimited: 1006,
  limitReached: 1007,
  internal: 500,
} as const;
export type ResponseCodeName = keyof typeof ResponseCode;
export type ResponseCodeValue = (typeof ResponseCode)[ResponseCodeName];
