import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `nightly` under FAIRDRAW_TEST_SIZE=nightly (`npm run test:nightly`), else `ci` (vitest.config.ts). */
    rulesTestSize: 'ci' | 'nightly';
  }
}

/** The slowest rules tests run smaller in CI and at full size nightly (ADR 117): the same assertions. */
export const bySize = <T>(sizes: { ci: T; nightly: T }): T =>
  inject('rulesTestSize') === 'nightly' ? sizes.nightly : sizes.ci;
