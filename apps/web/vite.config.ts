import reactPlugin from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Every API path prefix of spec/api.md; the dev server forwards them to the local API server. */
const apiPrefixes = [
  '/user',
  '/index',
  '/getPackage',
  '/game',
  '/bet',
  '/chase',
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

/**
 * antd-mobile declares its barrel (es/index.js) side-effectful only because it imports its global CSS,
 * which main.tsx imports itself. Left as is, the barrel drags every component's dependencies (the
 * react-spring animation engine among them) into the first chunk; marked pure, only what a chunk
 * uses is bundled.
 */
/** The part of the plugin context used below (spelled out: see the note on the React plugin). */
interface BarrelResolver {
  resolve(
    source: string,
    importer: string | undefined,
    options: object,
  ): Promise<{ id: string; external?: boolean | 'absolute' | 'relative' } | null>;
}

const antdMobileBarrelIsPure: Plugin = {
  name: 'fairdraw:antd-mobile-barrel-is-pure',
  enforce: 'pre',
  async resolveId(this: BarrelResolver, source: string, importer: string | undefined, options: object) {
    if (source !== 'antd-mobile') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, moduleSideEffects: false } : null;
  },
};

/** The parts of a build output used below (spelled out: see the note on the React plugin). */
type OutputFile = { type: 'asset'; source: string | Uint8Array } | { type: 'chunk' };

/**
 * The first stylesheet goes inline into index.html: it is small (≈ 5 KB compressed) and would
 * otherwise be one more render-blocking request before the phone paints anything. The file stays in
 * assets/ for anything that still links it.
 */
const inlineFirstStylesheet: Plugin = {
  name: 'fairdraw:inline-first-stylesheet',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options: unknown, bundle: Record<string, OutputFile>) {
    const html = bundle['index.html'];
    if (html?.type !== 'asset' || typeof html.source !== 'string') return;
    html.source = html.source.replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
      (link: string, file: string) => {
        const css = bundle[file];
        if (css?.type !== 'asset') return link;
        const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
        return `<style>${text}</style>`;
      },
    );
  },
};

/** `ANALYZE=1 npm run build -w @fairdraw/web` writes a treemap of every chunk to dist-stats/. */
const analyze = Boolean(process.env.ANALYZE);

// A plain object rather than defineConfig(): see the note on the plugin above.
const config: UserConfig = {
  plugins: [
    antdMobileBarrelIsPure,
    react(),
    inlineFirstStylesheet,
    // .br and .gz beside every text asset: the server sends them with @fastify/static's preCompressed.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|css|html|svg|json|webmanifest)$/,
    }),
    analyze &&
      (visualizer({
        filename: 'dist-stats/stats.html',
        template: 'treemap',
        gzipSize: true,
        brotliSize: true,
      }) as PluginOption),
  ],
  base: '/',
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget (scripts/check-bundle-budget.mjs) reads the chunk graph from here.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself, rolldown merged zod (used by forms on later screens) into a chunk that
          // every screen loads first. Its own chunk is fetched only where it is used.
          groups: [
            // Everything the entry imports statically loads before the first render anyway: one chunk
            // (and one stylesheet) instead of some thirty small ones, each a round trip on a phone.
            { name: 'app', tags: ['$initial'] },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
};

export default config;
