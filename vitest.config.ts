import { defineConfig } from 'vitest/config';

import { isolatedServerFiles } from './apps/server/test/isolated-files';

const serverFiles = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** A server test project: its files, and whether each file gets a process of its own. */
function serverProject(name: string, files: { include: string[]; exclude: string[]; isolate: boolean }) {
  return {
    test: {
      name,
      root: 'apps/server',
      ...files,
      // One migrated database per run, copied by every test file (test/global-setup.ts).
      globalSetup: ['test/global-setup.ts'],
      // A test that builds an app of its own (a second instance, another configuration) took 25–34 s in a
      // saturated .ci/run on a slow machine, where it takes 2–5 s alone: as long as a hook may take.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core CI machine, whose
    // run then took 23 min. Most test time waits on databases and timers: two workers took 10 min.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'rules',
          root: 'packages/rules',
          include: ['src/**/*.test.ts', 'verifier/**/*.test.ts'],
          // Pure functions and no mocks: the files share one module graph per worker instead of
          // importing (and instrumenting for coverage) the catalogue again for each of 43 files.
          isolate: false,
          // Exhaustive draw enumerations run for seconds under coverage on a shared 2-core machine.
          testTimeout: 30_000,
          // The rules package has no Node types: its tests learn their size from here (test-size.test-support.ts).
          provide: { rulesTestSize: process.env.FAIRDRAW_TEST_SIZE === 'nightly' ? 'nightly' : 'ci' },
        },
      },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // Server files share one process per worker: the module graph and PGlite's compiled WebAssembly load
      // once per worker, not per file (docs/performance.md); the few that cannot share run isolated.
      serverProject('server', { include: serverFiles, exclude: isolatedServerFiles, isolate: false }),
      serverProject('server-isolated', { include: isolatedServerFiles, exclude: [], isolate: true }),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocking.config.ts',
      'apps/admin/vitest.config.ts',
      // Checks that keep the README true (scripts/readme.test.mjs).
      { test: { name: 'docs', root: '.', include: ['scripts/*.test.mjs'] } },
    ],
    coverage: {
      provider: 'v8',
      // Every line of the rules (counts, payouts, settlement) runs in a test: 100 % line coverage, which
      // `npm test` enforces (ADR 117).
      include: ['packages/rules/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts', 'packages/rules/src/games/types.ts'],
      thresholds: { lines: 100 },
      reporter: ['text-summary'],
    },
  },
});
