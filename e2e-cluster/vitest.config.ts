import { defineConfig } from 'vitest/config';

// `npm run test:cluster` only (scripts/test-cluster.mjs): needs PostgreSQL, Redis, nginx and the
// built server; `npm test` never includes this directory.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 240_000,
  },
});
