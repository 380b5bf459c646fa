import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { expect, it } from 'vitest';
import { describeInEmbeddedRun } from './run-scope';

// Modules own their data (ADR 132, docs/ARCHITECTURE.md "Data"): a statement — drizzle's `sql`
// template or one of its operators, `.execute(…)`, or a query built on a table of the schema — is
// written in a repository file (`*.repo.ts`) or under `src/db/`; services keep the logic and call them.
const serverSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Files that still hold statements, each with why. Settlement and makeOrder's set-based statements
 * are being reworked elsewhere; they move to repositories when next touched.
 */
const allowed = new Map<string, string>([
  [
    'modules/wallet/wallet-batch.ts',
    "makeOrder's and settlement's batch of transfers: one statement built from parts the betting module supplies",
  ],
]);

/**
 * The read models that join ledger rows to their own in one statement (docs/ARCHITECTURE.md "Data"),
 * read-only; every other module asks the wallet (`balanceOf`, `entrySum`, `entriesPage`, …).
 */
const ledgerReadModels = new Map<string, string>([
  [
    'modules/admin/admin-users.repo.ts',
    "the users desk: each user's balance beside its row, one page per statement",
  ],
  [
    'modules/agents/agents.repo.ts',
    "the team's balances and balance changes: the agent's subtree joined to the entries",
  ],
  [
    'modules/jobs/dormant-clearance.repo.ts',
    'dormant accounts: small balances without a recent recharge or login',
  ],
]);
const ledgerTable =
  /\bledger_(?:entries|transfers|accounts|type_totals)\b|\bledger(?:Entries|Transfers|Accounts|TypeTotals)\b/;

const statementMethods = new Set(['insert', 'update', 'delete', 'from']);

/** Every non-test TypeScript file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isRepositoryPlace = (path: string) => path.endsWith('.repo.ts') || path.startsWith('db/');

/** `line: what` for every statement a source text writes itself. */
function statementsIn(text: string, fileName = 'file.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const tables = new Set<string>();
  const at = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const values =
      clause.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
        : [];
    if ((from === 'drizzle-orm' || from.startsWith('drizzle-orm/')) && values.length)
      at(statement, `imports ${values.join(', ')} from ${from}`);
    if (/(^|\/)db\/schema(\/|$)/.test(from)) values.forEach((name) => tables.add(name));
  }

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (method === 'execute') at(node, '.execute(…)');
      else if (statementMethods.has(method) && first && ts.isIdentifier(first) && tables.has(first.text))
        at(node, `.${method}(${first.text})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether code (not a comment) names a ledger table, in SQL text or as drizzle's table object. */
function ledgerTableIn(text: string): boolean {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      (ts.isIdentifier(node) ||
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      ledgerTable.test(node.text)
    )
      found = true;
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return found;
}

describeInEmbeddedRun('SQL lives in repository files', () => {
  const files = sourceFiles(serverSrc).map((path) => relative(serverSrc, path).split('\\').join('/'));

  it('no statement outside *.repo.ts, src/db/ and the commented allow-list', () => {
    expect(files.length).toBeGreaterThan(200);
    const offenders = files
      .filter((file) => !isRepositoryPlace(file) && !allowed.has(file))
      .flatMap((file) =>
        statementsIn(readFileSync(join(serverSrc, file), 'utf8'), file).map((s) => `${file}:${s}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the allow-list names only files that exist and still hold statements', () => {
    const stale = [...allowed.keys()].filter(
      (file) =>
        !files.includes(file) || statementsIn(readFileSync(join(serverSrc, file), 'utf8'), file).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it('only the wallet module, src/db/ and the listed read models name a ledger table', () => {
    const readers = files.filter(
      (file) =>
        !file.startsWith('modules/wallet/') &&
        !file.startsWith('db/') &&
        ledgerTableIn(readFileSync(join(serverSrc, file), 'utf8')),
    );
    expect(readers.filter((file) => !ledgerReadModels.has(file))).toEqual([]);
    expect([...ledgerReadModels.keys()].filter((file) => !readers.includes(file))).toEqual([]);
  });

  it('finds raw SQL, drizzle operators and queries built on a table, and nothing in type imports', () => {
    const text = [
      "import type { SQL } from 'drizzle-orm';",
      "import { eq, sql } from 'drizzle-orm';",
      "import { type UserRow, users } from '../../db/schema';",
      'await tx.execute(sql`select 1`);',
      'await tx.select().from(users).where(eq(users.id, 1));',
      'await tx.update(users).set({});',
      'const seen = new Set<string>(); seen.delete(key);',
      "await deps.wallet.transfer({ from: users, to: 'house' });",
    ].join('\n');
    expect(statementsIn(text)).toEqual([
      '2: imports eq, sql from drizzle-orm',
      '4: .execute(…)',
      '5: .from(users)',
      '6: .update(users)',
    ]);
  });

  it('tells a ledger table in SQL or an import from a comment or a constraint name', () => {
    expect(ledgerTableIn('const q = sql`select 1 from ledger_entries e where e.id = ${id}`;')).toBe(true);
    expect(ledgerTableIn('const q = sql`select ${a} from x join ledger_accounts a on true`;')).toBe(true);
    expect(ledgerTableIn("import { ledgerTransfers } from '../../db/schema';")).toBe(true);
    expect(ledgerTableIn('// reads ledger_entries through the wallet\nconst a = 1;')).toBe(false);
    expect(ledgerTableIn("isCheckViolation(error, 'ledger_accounts_balance_ck');")).toBe(false);
  });
});
