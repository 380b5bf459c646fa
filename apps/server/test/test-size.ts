/**
 * The slowest tests run smaller in CI and at full size nightly (`npm run test:nightly` sets
 * FAIRDRAW_TEST_SIZE=nightly; ADR 117): the same assertions, fewer cases or rows.
 */
export const nightlySize = process.env.FAIRDRAW_TEST_SIZE === 'nightly';

/** `ci` in CI and on a developer's machine, `nightly` under FAIRDRAW_TEST_SIZE=nightly. */
export const bySize = <T>(sizes: { ci: T; nightly: T }): T => (nightlySize ? sizes.nightly : sizes.ci);
