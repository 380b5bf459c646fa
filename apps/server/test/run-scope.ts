import { describe } from 'vitest';

/**
 * `npm run test:db` repeats the server suite on DATABASE_URL's PostgreSQL after the embedded run (.ci/run,
 * test:nightly) and sets FAIRDRAW_REPEAT_RUN=1. A test that never reads DATABASE_URL — it starts servers of its own
 * on an embedded DATA_DIR, or reads the source tree — would run identically twice: it runs in the embedded run only.
 */
export const describeInEmbeddedRun = describe.skipIf(process.env.FAIRDRAW_REPEAT_RUN === '1');
