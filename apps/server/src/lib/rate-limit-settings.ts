/**
 * Request limits per client address and per account (docs/security.md finding 14; ADR 108). A window is
 * fixed (counted from its first request); the stream caps count streams open at once.
 */
export interface RateLimitSettings {
  windowMs: number;
  /** Every POST (writes and the records, which are POSTs too). */
  writesPerAddress: number;
  writesPerAccount: number;
  /** Registration, trial, login, token refresh and password changes, on top of the write limits. */
  sensitivePerAddress: number;
  sensitivePerAccount: number;
  /** /game/events streams open at once. */
  streamsPerAddress: number;
  streamsPerAccount: number;
}

/**
 * Sized for real players behind a shared address (a school, an office, a carrier NAT) and for the
 * test suites and browser tests, which drive everything from 127.0.0.1.
 */
export const defaultRateLimits: RateLimitSettings = {
  windowMs: 60_000,
  writesPerAddress: 3000,
  writesPerAccount: 600,
  sensitivePerAddress: 60,
  sensitivePerAccount: 60,
  streamsPerAddress: 100,
  streamsPerAccount: 5,
};
