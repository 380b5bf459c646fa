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

const webModules = new URL('./node_modules/', import.meta.url).pathname;

/**
 * npm hoisted React 18 to the repo root (a peer of @react-spring/web) while React 19 is installed in
 * this workspace. These aliases send every import of react / react-dom, antd-mobile's included, to
 * the workspace copy so the bundle holds exactly one React.
 */
export const reactAliases: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: `${webModules}react/index.js` },
  { find: /^react\/(.*)$/, replacement: `${webModules}react/$1` },
  { find: /^react-dom$/, replacement: `${webModules}react-dom/index.js` },
  { find: /^react-dom\/(.*)$/, replacement: `${webModules}react-dom/$1` },
];

// A plain object rather than defineConfig(): see the note on the plugin above.
const config: UserConfig = {
  plugins: [react()],
  base: '/',
  resolve: { alias: reactAliases, dedupe: ['react', 'react-dom'] },
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
};

export default config;
