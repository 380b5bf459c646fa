import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The @fairdraw/server package folder, found from this module's location. It works both from
 * `src/lib/` (tsx, vitest) and from the bundle in `dist/`, so migrations and the web build are
 * found the same way in development and after `npm run build`.
 */
export function serverPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readPackage(manifest).name === '@fairdraw/server') return dir;
    dir = dirname(dir);
  }
  throw new Error('cannot locate the @fairdraw/server package folder');
}

export function serverVersion(): string {
  return readPackage(join(serverPackageDir(), 'package.json')).version ?? '0.0.0';
}

function readPackage(path: string): { name?: string; version?: string } {
  return JSON.parse(readFileSync(path, 'utf8')) as { name?: string; version?: string };
}
