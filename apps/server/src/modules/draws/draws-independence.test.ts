import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint, type Linter } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// README "Fair draws": the draw code imports nothing that can read bets, balances or exposure.
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const drawsDir = join(srcDir, 'modules/draws');
const forbidden = [
  /modules\/betting\//,
  /modules\/wallet\//,
  /modules\/account\//,
  /db\/schema\/(index|betting|wallet|account)\.ts$/,
];

/** Value imports (type-only imports vanish at build) of a file, resolved to files under src. */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)';/gms)) {
    if (m[1]) continue;
    const target = resolve(dirname(file), m[2] ?? '');
    if (target.endsWith('.ts') || target.endsWith('.mjs')) out.push(target);
    else out.push(existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts'));
  }
  return out;
}

describe('the draws module cannot see bets or balances', () => {
  it('no file it loads, directly or transitively, is betting, wallet, account or the whole schema', () => {
    const seen = new Set<string>();
    const queue = readdirSync(drawsDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(drawsDir, f));
    while (queue.length) {
      const file = queue.pop() ?? '';
      if (seen.has(file) || !file.startsWith(srcDir)) continue;
      seen.add(file);
      queue.push(...valueImportsOf(file));
    }
    const loaded = [...seen].map((f) => f.slice(srcDir.length + 1));
    expect(loaded).toContain('modules/draws/draws.service.ts');
    expect(loaded.filter((f) => forbidden.some((re) => re.test(f)))).toEqual([]);
  });

  it('ESLint refuses a draws file that imports the wallet (the zone in eslint.config.js)', async () => {
    const repoRoot = resolve(srcDir, '../../..');
    const config = (await import(join(repoRoot, 'eslint.config.js'))) as { default: Linter.Config[] };
    const zoneRule = config.default.find((c) => c.rules?.['import-x/no-restricted-paths'])?.rules?.[
      'import-x/no-restricted-paths'
    ];
    expect(zoneRule).toBeDefined();
    const eslint = new ESLint({
      cwd: repoRoot,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { 'import-x': importX as unknown as ESLint.Plugin },
          settings: { 'import-x/resolver': { node: { extensions: ['.ts'] } } },
          rules: { 'import-x/no-restricted-paths': zoneRule as Linter.RuleEntry },
        },
      ],
    });
    const probe = join(drawsDir, 'probe.ts');
    const [bad] = await eslint.lintText(
      "import { createWalletService } from '../wallet/wallet.service';\nexport const x = createWalletService;\n",
      { filePath: probe },
    );
    expect(bad?.messages.map((m) => m.message).join('\n')).toMatch(/never sees bets, balances or exposure/);
    const [good] = await eslint.lintText("import { slotAt } from './schedule';\nexport const x = slotAt;\n", {
      filePath: probe,
    });
    expect(good?.messages).toEqual([]);
  });
});
