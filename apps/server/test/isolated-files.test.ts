import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { isolatedServerFiles } from './isolated-files';

const serverRoot = join(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.ts$/.test(name) ? [path] : [];
  });
}

// What a file sharing its worker process would leave behind for the next file, or not see replaced.
const processWideChanges = [
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/,
  /\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=|\|\|=)/,
  /\bdelete process\.env\b/,
  /\bsetTypeParser\(/,
];

function changesProcessWideState(source: string): boolean {
  return processWideChanges.some((pattern) => pattern.test(source));
}

describe('server test files that change process-wide state run isolated (isolated-files.ts)', () => {
  it('recognises the changes that leak into the next file of a shared process', () => {
    expect(changesProcessWideState("vi.mock('../lib/metrics');")).toBe(true);
    expect(changesProcessWideState("vi.stubEnv('TZ', 'UTC');")).toBe(true);
    expect(changesProcessWideState('vi.useFakeTimers();')).toBe(true);
    expect(changesProcessWideState("process.env.REDIS_URL = 'redis://x';")).toBe(true);
    expect(changesProcessWideState("process.env['TZ'] ??= 'UTC';")).toBe(true);
    expect(changesProcessWideState('delete process.env.DATABASE_URL;')).toBe(true);
    expect(changesProcessWideState('pg.types.setTypeParser(20, Number);')).toBe(true);
    expect(changesProcessWideState('const url = process.env.DATABASE_URL;')).toBe(false);
    expect(changesProcessWideState("if (process.env.REDIS_URL === 'x') return;")).toBe(false);
  });

  it('every server test file changing process-wide state is listed, and every listed file exists', () => {
    const files = [...testFiles(join(serverRoot, 'src')), ...testFiles(join(serverRoot, 'test'))];
    expect(files.length).toBeGreaterThan(50);
    const changing = files
      .filter((file) => changesProcessWideState(readFileSync(file, 'utf8')))
      .map((file) => relative(serverRoot, file))
      .filter((file) => file !== 'test/isolated-files.test.ts');
    for (const file of changing) expect(isolatedServerFiles, file).toContain(file);
    for (const file of isolatedServerFiles) expect(existsSync(join(serverRoot, file)), file).toBe(true);
  });
});
