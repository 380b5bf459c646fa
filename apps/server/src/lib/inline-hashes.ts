import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** CSP source expressions ('sha256-…') of the inline <script> and <style> blocks of one HTML file. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const hashOf = (content: string) =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** Scripts with a `src` load as files ('self'); only bodies written inline need a hash. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? '') && (m[2] ?? '') !== '')
    .map((m) => hashOf(m[2] ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hashOf(m[1] ?? ''));
  return { scripts, styles };
}

/** The hashes of a built index.html; none while the app is not built yet. */
export function inlineHashesOfFile(path: string): InlineHashes {
  return existsSync(path) ? inlineHashesOf(readFileSync(path, 'utf8')) : { scripts: [], styles: [] };
}
