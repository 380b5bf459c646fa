/** The seeded operator's password on the e2e server (playwright.config.ts sets ADMIN_PASSWORD). */
export const e2eAdminPassword = 'e2e-admin-password';

/** The house agent's bound e-mail on the e2e server (HOUSE_EMAIL): operator resets send codes there. */
export const e2eHouseEmail = 'house@e2e.test';
