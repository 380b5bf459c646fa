/**
 * The version of the terms the app shows (features/responsible-play terms text, ADR 123). The server's
 * TERMS_VERSION names the version players must accept; both change together in one release.
 */
export const termsVersion = '2026-11-01';
