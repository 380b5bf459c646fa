import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Comments cite what a reader of the repository can open: docs/ and the ADRs in docs/decisions/.
// The issue tracker ("issue 12": also the word for a draw period), the outside spec ("spec §4") and
// api.md are not in the repository; a comment that needs them cites the ADR or docs page that
// restates them.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const roots = ['apps/server/src', 'apps/server/test', 'apps/server/bench', 'apps/server/scripts', 'packages'];
const thisFile = fileURLToPath(import.meta.url);
const outside = /\bissues? \d{1,3}\b|\bspec §|\bapi\.md\b/i;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every comment of a file, with its line, read by TypeScript's own scanner (strings are not comments). */
function commentsOf(file: string): { line: number; text: string }[] {
  const text = readFileSync(file, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  const out: { line: number; text: string }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const start = scanner.getTokenStart();
      out.push({ line: text.slice(0, start).split('\n').length, text: scanner.getTokenText() });
    }
  }
  return out;
}

describe('comments cite documents inside the repository', () => {
  it('no comment in the server or the packages cites the issue tracker, the outside spec or api.md', () => {
    // This file names the patterns it refuses.
    const files = roots.flatMap((r) => sourceFiles(join(repoRoot, r))).filter((f) => f !== thisFile);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      commentsOf(file)
        .filter((c) => outside.test(c.text))
        .map(
          (c) =>
            `${relative(repoRoot, file)}:${c.line}: ${c.text
              .split('\n')
              .find((l) => outside.test(l))
              ?.trim()}`,
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a citation in a comment but not in a string', () => {
    expect(commentsOf(thisFile).some((c) => c.text.includes('"issue 12"'))).toBe(true);
    expect(commentsOf(thisFile).some((c) => c.text.includes('\'"issue 12"\''))).toBe(false);
    expect(outside.test('// see api' + '.md')).toBe(true);
    expect(outside.test('// the draw issue 202611220001')).toBe(false);
  });
});
