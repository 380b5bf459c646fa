import type { RateLimitSettings } from '../src/lib/rate-limit-settings';

/**
 * The bench drives thousands of players from one loopback address (a load generator, as a carrier
 * NAT would): the limits stay on, so their cost is measured, but sized above what the run sends
 * (about 4,000 orders/s from 64 players; 2,000 streams) so they never refuse (ADR 108).
 */
export const benchRateLimits: Partial<RateLimitSettings> = {
  writesPerAddress: 10_000_000,
  writesPerAccount: 1_000_000,
  sensitivePerAddress: 100_000,
  streamsPerAddress: 100_000,
};
