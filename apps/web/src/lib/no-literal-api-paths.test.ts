import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { playerRoutes } from '@fairdraw/contract';
import { describe, expect, it } from 'vitest';

// jsdom gives import.meta.url an http: scheme: found from the working directory (repo root or app).
const srcDir = [path.resolve('apps/web/src'), path.resolve('src')].find((dir) => existsSync(dir)) ?? '';

/** Every source file of the app; tests and their fixtures stand in for the server and may name paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The first segment of every API path ('/user', '/game', …): a string that starts with one is an API path.
const prefixes = [...new Set(Object.values(playerRoutes).map((route) => route.path.split('/')[1]))];
const literalApiPath = new RegExp(`['"\`]/(${prefixes.join('|')})(/|['"\`])`);

describe('the web calls the API only by endpoint name (ADR 126)', () => {
  it('no source file spells an API path: method and path come from the contract table', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          literalApiPath.test(line) ? [`${path.relative(srcDir, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(srcDir).toMatch(/web[\\/]src$/);
    expect(prefixes.length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('would catch one (the pattern matches the spellings a call site would use)', () => {
    expect(literalApiPath.test("api.post('/user/getUserInfo')")).toBe(true);
    expect(literalApiPath.test('fetch(`/game/events`)')).toBe(true);
    expect(literalApiPath.test("navigate('/pages/mine/setup')")).toBe(false);
  });
});
