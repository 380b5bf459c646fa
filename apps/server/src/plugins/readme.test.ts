import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const readme = readFileSync(`${dir}README.md`, 'utf8');

/** The plugin files: every TypeScript file here but the tests. */
const pluginFiles = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
/** The files the README's table names, one row each (`| \`name.ts\` | … |`). */
const listed = [...readme.matchAll(/^\| `([\w-]+\.ts)` \|/gm)].map((match) => match[1]);

describe('plugins/README.md says what the folder holds', () => {
  it('lists every plugin file, and no file that is gone', () => {
    expect(pluginFiles.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual([...pluginFiles].sort());
  });
});
