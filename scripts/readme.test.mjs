// Keeps the README's "Scripts" table and layout true: every root npm script is listed, and every
// workspace folder (apps/*, packages/*) is named in the layout.
import { readFileSync, readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts);

/** The script names of the table's first column: `npm start`, `npm run x`, `x:y`, `npm run r -- <dir>`. */
function listedScripts() {
  const section = readme.split('## Scripts')[1]?.split('\n## ')[0] ?? '';
  const names = new Set();
  for (const line of section.split('\n')) {
    const firstCell = line.startsWith('| `') ? line.split('|')[1] : undefined;
    for (const [, code] of firstCell?.matchAll(/`([^`]+)`/g) ?? []) {
      names.add(code.replace(/ --.*$/, '').replace(/^npm (run )?/, ''));
    }
  }
  return names;
}

describe('README', () => {
  it('lists every root npm script in its Scripts table', () => {
    const listed = listedScripts();
    expect(scripts.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists no script that package.json lacks', () => {
    expect([...listedScripts()].filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('names every app and package in its layout', () => {
    const folders = ['apps', 'packages'].flatMap((dir) =>
      readdirSync(new URL(`${dir}/`, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`),
    );
    const layout = readme.split('## Layout and docs')[1] ?? '';
    expect(folders.filter((folder) => !layout.includes(folder))).toEqual([]);
  });
});
