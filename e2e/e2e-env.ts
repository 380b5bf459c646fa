/** The seeded operator's password on the e2e server (playwright.config.ts sets ADMIN_PASSWORD). */
export const e2eAdminPassword = 'e2e-admin-password';
