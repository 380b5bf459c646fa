import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { mockingFiles } from './mocking-files';

const webRoot = join(__dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('test files that replace modules run isolated (mocking-files.ts)', () => {
  it('every web test file calling vi.mock is listed in mockingFiles, and every listed file exists', () => {
    const mocking = testFiles(join(webRoot, 'src'))
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(webRoot, file))
      .filter((file) => file !== 'src/testing/mocking-files.test.ts');
    expect(mocking.length).toBeGreaterThan(3);
    expect([...mocking].sort()).toEqual([...mockingFiles].sort());
  });
});
