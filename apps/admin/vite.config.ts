import reactPlugin from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The root ESLint run resolves modules without package `exports`, where this plugin has no types.
const react = reactPlugin as () => PluginOption;

const apiTarget = 'http://127.0.0.1:8080';

// A plain object rather than defineConfig(): see the note on the plugin above.
const config: UserConfig = {
  plugins: [
    react(),
    // .br and .gz beside every text asset: the server sends them with @fastify/static's preCompressed.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|css|html|svg|json)$/,
    }),
  ],
  // The same server serves the player app at / and this one at /backoffice/ (ADR 085).
  base: '/backoffice/',
  server: { port: 5174, proxy: { '/admin': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A desktop tool on an office network: one vendor chunk is simpler than a first-screen budget.
    chunkSizeWarningLimit: 2000,
  },
};

export default config;
