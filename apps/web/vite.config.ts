import reactPlugin from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';

/** Every API path prefix of spec/api.md; the dev server forwards them to the local API server. */
const apiPrefixes = [
  '/user',
  '/index',
  '/getPackage',
  '/game',
  '/bet',
  '/transaction',
  '/report',
  '/recharge',
  '/withdraw',
  '/agent',
  '/service',
  '/admin',
];
// The root ESLint run resolves modules without package `exports`, where this plugin has no types.
const react = reactPlugin as () => PluginOption;

const apiTarget = 'http://127.0.0.1:8080';

// A plain object rather than defineConfig(): see the note on the plugin above.
const config: UserConfig = {
  plugins: [react()],
  base: '/',
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
};

export default config;
