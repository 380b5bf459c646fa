import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deriveResult } from '../src/draws/fair-draw';
import { games } from '../src/games/games';
import {
  checkVectors,
  commitmentOf,
  deriveResult as verifierResult,
  isValidSeedHex,
  verify,
} from './verify.mjs';
import type { DrawVector } from './verify.mjs';

const scriptPath = fileURLToPath(new URL('./verify.mjs', import.meta.url));
const vectorsPath = fileURLToPath(new URL('../src/draws/draw-vectors.json', import.meta.url));
const vectors = JSON.parse(readFileSync(vectorsPath, 'utf8')) as DrawVector[];

describe('standalone verifier (import)', () => {
  it('reproduces all 21 vectors', () => {
    expect(vectors).toHaveLength(21);
    for (const v of vectors) {
      expect(verify(v.game, v.issue, v.seed, v.commitment)).toEqual({
        commitment: v.commitment,
        matches: true,
        result: v.result,
      });
    }
    expect(checkVectors(vectors).allOk).toBe(true);
  });

  it('flags a wrong commitment or result', () => {
    const v = vectors[0] as DrawVector;
    expect(verify(v.game, v.issue, v.seed, '0'.repeat(64)).matches).toBe(false);
    expect(verify(v.game, v.issue, v.seed).matches).toBeNull();
    const bad = checkVectors([{ ...v, result: [6, 6, 6] }]);
    expect(bad.allOk).toBe(false);
    expect(bad.lines[0]).toMatch(/^FAIL/);
  });

  it('refuses bad seeds and unknown games', () => {
    expect(isValidSeedHex('ab')).toBe(false);
    expect(() => commitmentOf('xyz')).toThrow(RangeError);
    expect(() => verifierResult('nope', '1', '0'.repeat(64))).toThrow(/unknown game/);
  });

  it('agrees with deriveResult on 1,000 random seeds across all games', () => {
    const gameCodes = games.map((g) => g.code);
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom(...gameCodes),
        fc.integer({ min: 1, max: 9999 }),
        (bytes, game, sequence) => {
          const seed = Buffer.from(bytes).toString('hex');
          const issue = `20261122${String(sequence).padStart(4, '0')}`;
          expect(verifierResult(game, issue, seed)).toEqual(deriveResult(game, issue, seed));
          expect(commitmentOf(seed)).toBe(verify(game, issue, seed).commitment);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('standalone verifier (plain node)', () => {
  it('checks all 21 vectors in one node process', () => {
    const run = spawnSync(process.execPath, [scriptPath, '--vectors'], {
      input: readFileSync(vectorsPath),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(21);
    vectors.forEach((v, i) => expect(lines[i]).toBe(`ok   ${v.game} ${v.issue} ${v.result.join(',')}`));
  });

  it('prints commitment, match and result for one issue', () => {
    const v = vectors[vectors.length - 1] as DrawVector;
    const run = spawnSync(process.execPath, [scriptPath, v.game, v.issue, v.seed, v.commitment], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`commitment: ${v.commitment}`);
    expect(run.stdout).toContain('matches:    yes');
    expect(run.stdout).toContain(`result:     ${v.result.join(',')}`);
  });
});
