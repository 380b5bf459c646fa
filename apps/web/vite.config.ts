import reactPlugin from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Every API path prefix (the contract's endpoints); the dev server forwards them to the local API server. */
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

/**
 * antd-mobile's default renderer for its imperative APIs (Toast, Dialog…) is rc-util's CommonJS
 * `render`, which brings Babel's regenerator runtime: 8 KB gzip of the first chunk. lib/antd-render.ts
 * replaces that renderer with React 19's createRoot before anything renders (main.tsx imports it
 * first), so the default is dead code: the build resolves it to a stub that says so if ever reached.
 */
const antdMobileDefaultRenderer = '\0fairdraw:antd-mobile-default-renderer';
const antdMobileDefaultRendererIsReplaced: Plugin = {
  name: 'fairdraw:antd-mobile-default-renderer-is-replaced',
  apply: 'build',
  enforce: 'pre',
  resolveId(source: string, importer: string | undefined) {
    const fromUnstableRender = importer
      ?.replace(/\\/g, '/')
      .endsWith('antd-mobile/es/utils/unstable-render.js');
    return source === './render' && fromUnstableRender ? antdMobileDefaultRenderer : null;
  },
  load(id: string) {
    if (id !== antdMobileDefaultRenderer) return null;
    return [
      "const replaced = () => { throw new Error('antd-mobile renders through lib/antd-render.ts'); };",
      'export const render = replaced;',
      'export const unmount = replaced;',
    ].join('\n');
  },
};

/** The parts of a build output used below (spelled out: see the note on the React plugin). */
type OutputFile =
  | { type: 'asset'; source: string | Uint8Array }
  | {
      type: 'chunk';
      fileName: string;
      facadeModuleId: string | null;
      imports: string[];
      viteMetadata?: { importedCss: Set<string> };
    };

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
        // The disabled link is never fetched; it tells Vite's loader of later chunks, which lists this
        // stylesheet among their dependencies, that the page has it (else it links it again: one more
        // request and a restyle of the whole page).
        return `<style>${text}</style><link rel="stylesheet" href="/${file}" disabled>`;
      },
    );
  },
};

/** Modules whose chunks a logged-in first visit of home needs before it can paint (app/router.tsx). */
const homeFirstModules = [
  // Home's frame, the user's check and the preload of the list's data are in the first chunk already:
  // the game list with its live parts.
  'src/features/home/components/home-games.tsx',
];

/**
 * The first chunk asks for the user's language texts, and a logged-in home for its page chunk, only
 * once it has been downloaded and run: a chain of two round trips before the first screen renders. A
 * small inline script in index.html picks the same language as i18n/index.ts (stored choice, else the
 * browser's: `resolveLanguage`) and starts those chunks as `modulepreload` at once,
 * beside the first chunk. Should the two ever disagree, the cost is one unused download. The links
 * go in once the logo shell has painted (the browser's first-contentful-paint entry, else after 1 s),
 * so none of them competes with the first paint, and the home chunks at low priority, after the two
 * text chunks and the first chunk.
 */
const preloadFirstScreenChunks: Plugin = {
  name: 'fairdraw:preload-first-screen-chunks',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options: unknown, bundle: Record<string, OutputFile>) {
    const html = bundle['index.html'];
    if (html?.type !== 'asset' || typeof html.source !== 'string') return;
    const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
    const byModule = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
    const withImports = (roots: string[]): Set<string> => {
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        chunk.imports.forEach(visit);
      };
      roots.forEach(visit);
      return files;
    };
    // Already on the page: index.html's module scripts with their imports, and their (inlined) CSS.
    const htmlScripts: string[] = [];
    const moduleScript = /<script type="module"[^>]*src="\/([^"]+)"/g;
    for (let match = moduleScript.exec(html.source); match; match = moduleScript.exec(html.source)) {
      if (match[1]) htmlScripts.push(match[1]);
    }
    const initial = withImports(htmlScripts);
    const initialCss = new Set(
      Array.from(initial).flatMap((file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? Array.from(chunk.viteMetadata?.importedCss ?? []) : [];
      }),
    );
    const languages = ['en', 'vi', 'tw', 'my', 'zh'];
    const texts = Object.fromEntries(
      languages.map((language) => [
        language,
        [`src/i18n/${language}.json`, `contract/src/messages/${language}.ts`].flatMap((suffix) => {
          const chunk = byModule(suffix);
          return chunk ? [`/${chunk.fileName}`] : [];
        }),
      ]),
    );
    const homeRoots: string[] = homeFirstModules.flatMap((suffix) => {
      const chunk = byModule(suffix);
      return chunk ? [chunk.fileName] : [];
    });
    const homeChunks = Array.from(withImports(homeRoots)).filter((file) => !initial.has(file));
    const homeCss = homeChunks.flatMap((file) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk'
        ? Array.from(chunk.viteMetadata?.importedCss ?? []).filter((css) => !initialCss.has(css))
        : [];
    });
    const preload = {
      texts,
      home: homeChunks.map((file) => `/${file}`),
      homeCss: homeCss.map((file) => `/${file}`),
    };
    const script = `(function(){try{var p=${JSON.stringify(preload)},s=localStorage,l=s.getItem('language'),b=(navigator.language||'').slice(0,2).toLowerCase(),u=['en','vi','tw','my'];l=l==='zh'||u.indexOf(l)>=0?l:u.indexOf(b)>=0?b:b==='zh'?'tw':'vi';var m=p.texts[l]||[],c=[],h=location.pathname;if(s.getItem('token')&&(h==='/'||h==='/pages/home/home')){m=m.concat(p.home);c=p.homeCss}function a(r,f,t,q){var k=document.createElement('link');k.rel=r;k.href=f;if(t)k.as=t;if(q)k.fetchPriority='low';document.head.appendChild(k)}var d=0;function g(){if(d)return;d=1;m.forEach(function(f,i){a('modulepreload',f,'',i>1)});c.forEach(function(f){a('preload',f,'style',1)})}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)g()}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(g,1000)}catch(e){}})()`;
    html.source = html.source.replace('</title>', `</title>\n    <script>${script}</script>`);
  },
};

/** `ANALYZE=1 npm run build -w @fairdraw/web` writes a treemap of every chunk to dist-stats/. */
const analyze = Boolean(process.env.ANALYZE);

// A plain object rather than defineConfig(): see the note on the plugin above.
const config: UserConfig = {
  plugins: [
    antdMobileBarrelIsPure,
    antdMobileDefaultRendererIsReplaced,
    react(),
    inlineFirstStylesheet,
    preloadFirstScreenChunks,
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
            // Home's game list and its live parts (with the modules only they use): one request on a
            // logged-in first visit instead of some fifteen of under 2 KB each. Home's frame is in
            // the app chunk already.
            { name: 'home', test: /[\\/]src[\\/]features[\\/]home[\\/]/ },
          ],
        },
      },
    },
  },
};

export default config;
