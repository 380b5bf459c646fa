/// <reference types="node" />

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { adminEndpoints } from '@fairdraw/contract';
import { describe, expect, it } from 'vitest';

// jsdom gives import.meta.url an http: scheme: found from the working directory (repo root or app).
const srcDir = [path.resolve('apps/admin/src'), path.resolve('src')].find((dir) => existsSync(dir)) ?? '';

/** Every source file of the back office; tests and their fixtures stand in for the server. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Every back-office path starts with /admin: a string that starts so is an API path.
const literalApiPath = /['"`]\/admin(\/|['"`])/;
// The untyped shape of a call: a path and a hand-written answer type instead of the endpoint's name.
const handTypedCall = /(?<!function )\b(post|call|useAdminQuery)<[^>]+>\(/;

function offendersOf(pattern: RegExp): string[] {
  return sourceFiles(srcDir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path.relative(srcDir, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('the back office calls the API only by endpoint name (ADR 126, ADR 133)', () => {
  it('no source file spells an API path or types an answer by hand', () => {
    expect(srcDir).toMatch(/admin[\\/]src$/);
    expect(Object.values(adminEndpoints).every((endpoint) => endpoint.path.startsWith('/admin/'))).toBe(true);
    expect(offendersOf(literalApiPath)).toEqual([]);
    expect(offendersOf(handTypedCall)).toEqual([]);
  });

  it('would catch one (the patterns match the spellings a call site would use)', () => {
    expect(literalApiPath.test("post('/admin/recharge/pass', { orderNo })")).toBe(true);
    expect(literalApiPath.test('fetch(`/admin/me`)')).toBe(true);
    expect(literalApiPath.test("navigate('/users')")).toBe(false);
    expect(handTypedCall.test('useAdminQuery<GameList>(paths.list)')).toBe(true);
    expect(handTypedCall.test("call('adminRechargePass', { orderNo })")).toBe(false);
    expect(handTypedCall.test('export function useAdminQuery<N extends JsonEndpointName>(')).toBe(false);
  });
});
