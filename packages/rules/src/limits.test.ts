import { describe, expect, it } from 'vitest';

import * as limits from './limits';

describe('limits of spec section 9', () => {
  it('keeps the spec numbers', () => {
    expect([limits.accountLengthMin, limits.accountLengthMax]).toEqual([6, 20]);
    expect([limits.passwordLengthMin, limits.passwordLengthMax]).toEqual([6, 16]);
    expect(limits.fundPasswordLength).toBe(6);
    expect(limits.requestTimeoutMs).toBe(60_000);
    expect(limits.retryCountMax).toBe(60);
    expect(limits.hostSwitchAfterFailures).toBe(2);
    expect(limits.apiHostCount).toBe(3);
    expect(limits.redirectDelayMs).toBe(1_000);
    expect(limits.toastDurationMs).toBe(1_500);
    expect(limits.tabBarHeightPx).toBe(55);
    expect([limits.pageBaseWidthPx, limits.pageMaxWidthPx]).toEqual([375, 960]);
    expect(limits.trialBalanceFen).toBe(200_000);
    expect(limits.houseInviteCode).toBe('8888');
  });

  it('keeps the relationships between them', () => {
    expect(limits.accountLengthMin).toBeLessThan(limits.accountLengthMax);
    expect(limits.passwordLengthMin).toBeLessThan(limits.passwordLengthMax);
    expect(limits.hostSwitchAfterFailures).toBeLessThan(limits.retryCountMax);
    expect(limits.pageSizeDefault).toBeLessThanOrEqual(limits.pageSizeMax);
    expect(limits.pageBaseWidthPx).toBeLessThan(limits.pageMaxWidthPx);
    expect(limits.accessTokenTtlSeconds).toBeLessThan(limits.refreshTokenTtlSeconds);
    expect(limits.unitPriceFenMin).toBeLessThanOrEqual(limits.unitPriceFenMax);
    expect(limits.pageLoadingDelayMs).toBeLessThan(limits.pageLoadTimeoutMs);
  });
});
