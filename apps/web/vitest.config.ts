import reactPlugin from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineProject } from 'vitest/config';

// The root ESLint run resolves modules without package `exports`, where this plugin has no types.
const react = reactPlugin as () => PluginOption;

const webRoot = new URL('.', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  root: webRoot,
  resolve: {
    // The app bundles antd-mobile's ES build; tests use it too, so the barrel and the deep imports
    // (lazy Toast, ActionSheet) share one module instance and the React 19 renderer it registers.
    alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
  },
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Form tests type into antd-mobile inputs and wait for toasts: slow under a loaded CI machine.
    testTimeout: 30_000,
  },
});
