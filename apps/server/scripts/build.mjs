// Bundles the server into dist/server.js. Workspace packages (@fairdraw/*) export TypeScript
// source, so they are bundled; every other dependency stays external and is loaded from
// node_modules at run time. Migrations are copied next to the bundle.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');

/** Bare imports other than @fairdraw/* are external; relative and workspace imports are bundled. */
const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fairdraw/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/server.ts')],
  outfile: join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalizeDependencies],
});
cpSync(join(root, 'drizzle'), join(outdir, 'drizzle'), { recursive: true });
console.log(`built ${join(outdir, 'server.js')}`);
