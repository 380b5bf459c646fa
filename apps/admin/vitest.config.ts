import reactPlugin from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineProject } from 'vitest/config';

// The root ESLint run resolves modules without package `exports`, where this plugin has no types.
const react = reactPlugin as () => PluginOption;

const adminRoot = new URL('.', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  root: adminRoot,
  test: {
    name: 'admin',
    root: adminRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Files share one module graph per worker: antd and jsdom's page load once per worker, not per
    // file (268 s → 100 s for this project on the loaded 2-core machine; docs/performance.md).
    // testing/setup.ts puts the session back after every test; no file replaces modules (vi.mock).
    isolate: false,
    // antd tables and modals render slowly under a loaded 2-core machine.
    testTimeout: 30_000,
  },
});
