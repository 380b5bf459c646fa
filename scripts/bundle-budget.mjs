// The initial-JavaScript budget of the web app (ADR 020; how it is counted: docs/performance.md).
// Initial JS of a first screen = the entry chunk, every chunk it imports statically (transitively),
// every <link rel="modulepreload"> of index.html, the first screen's route chunk with its static
// imports (and the parts it loads at once: home's game list), and the texts of one language (the heaviest of the five: i18n/<lang>.json and the server
// catalogue contract/src/messages/<lang>.ts), each file counted once at its gzip size.
// Run after `npm run build`; exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const kib = 1024;

/** First screens and their budgets (gzip bytes). `/` logged out redirects to the login page. */
// Back at 150 KB (148.6 KB gzip) on 2026-11-27: zod's jitless switch without zod, antd-mobile's dead
// default renderer out (docs/performance.md, "First-load budget"; ADR 126).
export const budgets = [
  { screen: '/ (logged out: login)', route: 'src/app/routes/login.tsx', maxGzipBytes: 150 * kib },
  {
    screen: 'home (logged in)',
    route: 'src/app/routes/home.tsx',
    // Home's frame is in the first chunk; its game list loads at once beside it and counts too.
    parts: ['src/features/home/components/home-games.tsx'],
    maxGzipBytes: 170 * kib,
  },
];

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle budget: ${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** The JS files of index.html's module script and modulepreload links. */
export function htmlScripts(html) {
  const files = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
    const src = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && src) files.push(src);
  }
  return files;
}

export const languages = ['en', 'vi', 'tw', 'my', 'zh'];

/** The manifest keys of one language's text chunks (loaded before the first render). */
export function languageKeys(manifest, language) {
  const suffixes = [`src/i18n/${language}.json`, `contract/src/messages/${language}.ts`];
  const keys = Object.keys(manifest).filter((key) => suffixes.some((suffix) => key.endsWith(suffix)));
  if (keys.length !== suffixes.length) {
    throw new Error(`bundle budget: the ${language} text chunks are not in the Vite manifest`);
  }
  return keys;
}

export function initialFiles(manifest, html, route, language, parts = []) {
  const files = new Set();
  const keyOfFile = Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  // The entry: index.html's module scripts and modulepreloads (with a manual `app` chunk group, Vite's
  // manifest may have no `isEntry` chunk), plus any chunk the manifest marks as an entry.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  for (const file of htmlScripts(html)) {
    if (keyOfFile[file]) entryKeys.push(keyOfFile[file]);
    else files.add(file);
  }
  if (entryKeys.length === 0) throw new Error('bundle budget: index.html loads no script of the manifest');
  for (const key of entryKeys) staticClosure(manifest, key, files);
  // A route imported statically is bundled into the first chunks and has no manifest entry of its own.
  if (manifest[route]) staticClosure(manifest, route, files);
  for (const part of parts) staticClosure(manifest, part, files);
  for (const key of languageKeys(manifest, language)) staticClosure(manifest, key, files);
  return [...files];
}

export function measure(distDir) {
  for (const { route, parts = [] } of budgets) {
    // A route renamed or moved must not silently drop out of the budget.
    for (const source of [route, ...parts]) {
      if (!existsSync(path.join(distDir, '..', source)))
        throw new Error(`bundle budget: ${source} does not exist`);
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sized = (file) => {
    const source = readFileSync(path.join(distDir, file));
    return { file, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  };
  const total = (files, field) => files.reduce((sum, file) => sum + file[field], 0);
  return budgets.map((budget) => {
    // The heaviest language decides: the budget holds for every user.
    const [files] = languages
      .map((language) => initialFiles(manifest, html, budget.route, language, budget.parts).map(sized))
      .sort((a, b) => total(b, 'gzipBytes') - total(a, 'gzipBytes'));
    const gzipBytes = total(files, 'gzipBytes');
    const rawBytes = total(files, 'rawBytes');
    return { ...budget, files, gzipBytes, rawBytes, ok: gzipBytes <= budget.maxGzipBytes };
  });
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const distDir = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  const verbose = process.argv.includes('--verbose');
  const results = measure(distDir);
  const kb = (bytes) => `${(bytes / kib).toFixed(1)} KB`;
  for (const result of results) {
    const verdict = result.ok ? 'ok' : 'OVER BUDGET';
    console.log(
      `bundle budget: ${result.screen}: ${kb(result.gzipBytes)} gzip (${kb(result.rawBytes)} raw, ` +
        `${result.files.length} files) of ${kb(result.maxGzipBytes)}: ${verdict}`,
    );
    if (verbose || !result.ok) {
      for (const file of [...result.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
      }
    }
  }
  if (results.some((result) => !result.ok)) process.exit(1);
}
