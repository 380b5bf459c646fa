import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { expect, it } from 'vitest';
import { describeInEmbeddedRun } from './run-scope';

// Comments cite what a reader of the repository can open: docs/ and the ADRs in docs/decisions/.
// The issue tracker ("issue 12": also the word for a draw period), the outside spec ("spec §4", "spec
// section 4", api.md, events.md), the outside conventions ("conventions §2") and files of the machine
// it was written on (/work/…) are not in the repository; a comment that needs them cites the ADR or
// docs page that restates them (ADR 132).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const thisFile = fileURLToPath(import.meta.url);
const outside =
  /\bissues? #?\d{1,3}\b|\b(?:spec|conventions) (?:§|sections? \d)|\b(?:api|events)\.md\b|(?<!docs\/reference\/)\bplay-types\.md\b|(?<![\w./-])\/work\//i;
const sourceName = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Installed, built or generated trees; dot folders (.git, .ci) hold no TypeScript or JavaScript source. */
const notSource = new Set([
  'node_modules',
  'dist',
  'dist-stats',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
]);

/** Every source file of the repository: apps, packages, e2e, e2e-cluster, scripts and the root configs. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith('.') || notSource.has(entry.name) ? [] : sourceFiles(path);
    return sourceName.test(entry.name) ? [path] : [];
  });
}

/** JSX text is not code: what looks like `// x` in it is text, and so is its whitespace. */
function isJsxText(node: ts.Node): boolean {
  return node.kind === ts.SyntaxKind.JsxText || node.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces;
}

function isJsDoc(node: ts.Node): boolean {
  return node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
}

/**
 * Every comment of a source text, with its line. The text is parsed first: a scanner alone cannot tell
 * a regex from a division or follow a template literal or JSX, and then reads code as comments or
 * comments as code. Every comment lies in the trivia before some token, between its full start and its
 * start; JSX text has no trivia (what looks like `// x` in it is text), and JSDoc nodes are comments
 * already found as trivia.
 */
function commentsOf(text: string, fileName: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = new Map<number, { line: number; text: string }>();
  const visit = (node: ts.Node): void => {
    if (isJsDoc(node) || isJsxText(node)) return;
    const children = node.getChildren(source);
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
    ];
    for (const range of ranges) {
      if (found.has(range.pos) || range.end > node.getStart(source)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      found.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
  };
  visit(source);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, comment]) => comment);
}

/** `path:line: text` for every comment line of a file that cites a document outside the repository. */
function outsideCitations(file: string): string[] {
  return commentsOf(readFileSync(file, 'utf8'), file).flatMap((comment) =>
    comment.text
      .split('\n')
      .map((text, i) => ({ line: comment.line + i, text: text.trim() }))
      .filter(({ text }) => outside.test(text))
      .map(({ line, text }) => `${relative(repoRoot, file)}:${line}: ${text}`),
  );
}

// A comment after a nested template literal with `${}`, a regex literal holding `//` and `/*`, and JSX
// whose text looks like comments: a scanner alone loses its way at each of them.
const tricky = [
  'const quoted = \'// issue 12 in a string\' + "/* spec §4 */";',
  'const pattern = /\\/\\/ [/*]/g;',
  'const nested = `a ${`b ${1 /* in a substitution */}`} // template text`;',
  'export const View = () => (',
  '  <p title="/* attribute */">',
  '    // JSX text /* too */ {nested} {/* in JSX */}',
  '  </p>',
  ');',
  '// after all three',
  'const after = pattern.test(nested); /* trailing */',
].join('\n');

/** The pages a reader starts from. ADRs keep their history, and docs/performance.md its dated runs. */
const readerDocs = [
  'README.md',
  'docs/ARCHITECTURE.md',
  'docs/STYLE.md',
  'docs/api-conventions.md',
  'docs/glossary.md',
  'docs/operations.md',
  'docs/scaling.md',
  'docs/reliability.md',
];

describeInEmbeddedRun('comments and docs cite documents inside the repository', () => {
  it('no comment cites the issue tracker, the outside spec or conventions, or a path outside', () => {
    // This file names the patterns it refuses.
    const files = sourceFiles(repoRoot).filter((f) => f !== thisFile);
    const trees = [
      'apps/server/load/',
      'apps/web/src/',
      'apps/admin/src/',
      'packages/rules/verifier/',
      'e2e/',
      'e2e-cluster/',
      'scripts/',
    ];
    expect(trees.filter((tree) => !files.some((f) => relative(repoRoot, f).startsWith(tree)))).toEqual([]);
    expect(files.length).toBeGreaterThan(800);
    const offenders = files.flatMap(outsideCitations);
    expect(offenders).toEqual([]);
  });

  it('the docs a reader starts from restate a rule or cite its ADR, never the tracker, the spec or api.md', () => {
    const offenders = readerDocs.flatMap((doc) =>
      readFileSync(join(repoRoot, doc), 'utf8')
        .split('\n')
        .map((text, i) => ({ line: i + 1, text: text.trim() }))
        .filter(({ text }) => outside.test(text))
        .map(({ line, text }) => `${doc}:${line}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a comment after a template literal, a regex and JSX, and nothing in strings, regexes or JSX text', () => {
    expect(commentsOf(tricky, 'tricky.tsx')).toEqual([
      { line: 3, text: '/* in a substitution */' },
      { line: 6, text: '/* in JSX */' },
      { line: 9, text: '// after all three' },
      { line: 10, text: '/* trailing */' },
    ]);
  });

  it('reads a file from disk and tells a citation from a draw period', () => {
    expect(outsideCitations(thisFile).length).toBeGreaterThan(0);
    expect(outside.test('// see api' + '.md')).toBe(true);
    expect(outside.test('// as spec section' + ' 2 says')).toBe(true);
    expect(outside.test('// shapes of /work' + '/briefs/events.md')).toBe(true);
    expect(outside.test('// https://example.com/work/page')).toBe(false);
    // The play-type reference is kept in the repository (docs/reference/): cite that copy.
    expect(outside.test('// table D of play-types' + '.md')).toBe(true);
    expect(outside.test('// table D of docs/reference/play-types' + '.md')).toBe(false);
    expect(outside.test('// the draw issue 202611220001')).toBe(false);
  });
});
