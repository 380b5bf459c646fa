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
    // antd tables and modals render slowly under a loaded 2-core machine.
    testTimeout: 30_000,
  },
});
