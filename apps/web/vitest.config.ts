import reactPlugin from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineProject } from 'vitest/config';

import { reactAliases } from './vite.config.ts';

// Libraries that import React are inlined so the aliases of vite.config.ts reach them too (an
// externalized package would `require` the root's React 18). ESM builds are preferred for the same reason.
// The root ESLint run resolves modules without package `exports`, where this plugin has no types.
const react = reactPlugin as () => PluginOption;

const reactUsers = [
  /antd-mobile/,
  /@react-spring/,
  /@use-gesture/,
  /ahooks/,
  /rc-/,
  /@testing-library\/react/,
  /@tanstack\/react-query/,
  /react-router/,
  /react-i18next/,
  /react-hook-form/,
  /@hookform/,
  /zustand/,
];
const testingLibraryEsm = new URL(
  '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
  import.meta.url,
).pathname;

const webRoot = new URL('.', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  root: webRoot,
  resolve: {
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    conditions: ['module', 'browser', 'development'],
    alias: [
      ...reactAliases,
      { find: /^@testing-library\/react$/, replacement: testingLibraryEsm },
      // antd-mobile's ESM build deep-imports CommonJS files of rc-util / rc-field-form; their ESM twins
      // go through the aliases above instead of requiring React 18.
      { find: /^(rc-[\w-]+)\/lib\/(.*)$/, replacement: '$1/es/$2' },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: `${webRoot}src/testing/use-sync-external-store-shim.ts`,
      },
    ],
  },
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    server: { deps: { inline: reactUsers } },
  },
});
