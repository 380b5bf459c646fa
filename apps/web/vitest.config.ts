import reactPlugin from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineProject } from 'vitest/config';

import { mockingFiles } from './src/testing/mocking-files';

// The root ESLint run resolves modules without package `exports`, where this plugin has no types.
const react = reactPlugin as () => PluginOption;

const webRoot = new URL('.', import.meta.url).pathname;

/** A web test project: its files, and whether each file gets a module graph of its own. */
export function webProject(name: string, files: { include: string[]; exclude: string[]; isolate: boolean }) {
  return defineProject({
    plugins: [react()],
    root: webRoot,
    resolve: {
      // The app bundles antd-mobile's ES build; tests use it too, so the barrel and the deep imports
      // (lazy Toast, ActionSheet) share one module instance and the React 19 renderer it registers.
      alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
    },
    test: {
      name,
      root: webRoot,
      environment: 'jsdom',
      ...files,
      setupFiles: ['src/testing/setup.ts'],
      // Form tests type into antd-mobile inputs and wait for toasts: slow under a loaded CI machine.
      testTimeout: 30_000,
    },
  });
}

// Files share one module graph per worker: jsdom's page, antd-mobile, i18n and the contract's schemas
// load once per worker, not per file (docs/performance.md); testing/setup.ts puts the shared
// singletons back before every test.
export default webProject('web', {
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: mockingFiles,
  isolate: false,
});
