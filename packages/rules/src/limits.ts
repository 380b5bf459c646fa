/** The product's fixed numbers with their units ("bounds", docs/glossary.md). Every limit lives here. */
export const accountLengthMin = 6;
export const accountLengthMax = 20;
export const passwordLengthMin = 6;
export const passwordLengthMax = 16;
export const fundPasswordLength = 6;

export const requestTimeoutMs = 60_000;
export const retryCountMax = 60;
export const hostSwitchAfterFailures = 2;
export const apiHostCount = 3;
export const redirectDelayMs = 1_000;
export const toastDurationMs = 1_500;
export const throttleMs = 500;
export const pageLoadingDelayMs = 200;
export const pageLoadTimeoutMs = 60_000;

export const pageBaseWidthPx = 375;
export const pageMaxWidthPx = 960;
export const tabBarHeightPx = 55;

export const pageSizeDefault = 20;
export const pageSizeMax = 100;

export const accessTokenTtlSeconds = 15 * 60;
export const refreshTokenTtlSeconds = 30 * 24 * 60 * 60;
export const loginFailuresMax = 5;
export const loginFailureWindowSeconds = 15 * 60;

export const trialBalanceFen = 200_000;
export const trialLifetimeSeconds = 24 * 60 * 60;

export const houseInviteCode = '8888';
export const houseRebatePerMille = 20;

export const inactiveClearBalanceFen = 1_000;
export const inactiveNoRechargeDays = 30;
export const inactiveNoLoginDays = 60;

/** Largest combination count one bet may expand to, and the largest stake per combination. */
export const betCombinationsMax = 100_000;
export const unitPriceFenMin = 1;
export const unitPriceFenMax = 10_000_000;
export const betMultipleMax = 10_000;

/** Most numbers one typed-entry (单式) row may hold: keeps validation of the largest bet under 1 ms. */
export const typedEntriesMax = 1_000;

/** Largest value of a PostgreSQL integer (int4) column: serial ids and counts (docs/security.md finding 13). */
export const int4Max = 2_147_483_647;
