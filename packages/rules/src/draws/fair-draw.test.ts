import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';

import { games } from '../games/games';
import vectors from './draw-vectors.json';
import { byteStream, commitmentOf, deriveResult, isValidSeedHex, uniform, verifyDraw } from './fair-draw';
import { resultLengthOf } from './result-length';

const seedA = 'c1bb1b53f83504a60b0143c09496e8b38b0f9de7b43b1407e971a0e0215917b7';

/** A stream that replays fixed bytes, to test uniform()'s rejection rule byte by byte. */
const fixedStream = (bytes: number[]) => {
  let i = 0;
  return { nextByte: () => bytes[i++] ?? 0, read: () => i };
};

describe('draw vectors (README "Fair draws")', () => {
  it('holds all 21 vectors, three per game', () => {
    expect(vectors).toHaveLength(21);
    for (const game of games) expect(vectors.filter((v) => v.game === game.code)).toHaveLength(3);
  });

  it.each(vectors.map((v) => [`${v.game} ${v.issue}`, v] as const))('%s: commitment and result', (_, v) => {
    expect(commitmentOf(v.seed)).toBe(v.commitment);
    expect(deriveResult(v.game, v.issue, v.seed)).toEqual(v.result);
    expect(verifyDraw(v.game, v.issue, v.seed, v.commitment.toUpperCase())).toEqual({
      commitment: v.commitment,
      commitmentOk: true,
      result: v.result,
    });
  });

  it('reports a commitment that does not match', () => {
    expect(verifyDraw('k3', '1', seedA, '00'.repeat(32)).commitmentOk).toBe(false);
  });
});

describe('seeds', () => {
  it('accepts exactly 64 lowercase hex characters', () => {
    expect(isValidSeedHex(seedA)).toBe(true);
    expect(isValidSeedHex(seedA.toUpperCase())).toBe(false);
    expect(isValidSeedHex(seedA.slice(1))).toBe(false);
    expect(isValidSeedHex(`${seedA}0`)).toBe(false);
    expect(isValidSeedHex(`${seedA.slice(1)}g`)).toBe(false);
  });

  it('refuses invalid seeds, unknown games and short keys', () => {
    expect(() => commitmentOf('abc')).toThrow(RangeError);
    expect(() => deriveResult('k3', '1', 'abc')).toThrow(RangeError);
    expect(() => deriveResult('nope', '1', seedA)).toThrow(/unknown game/);
    expect(() => byteStream(new Uint8Array(31), 'k3', '1')).toThrow(RangeError);
  });

  it('commitment is SHA-256 of the seed bytes, not of the hex text', () => {
    expect(commitmentOf(seedA)).toBe(bytesToHex(sha256(hexToBytes(seedA))));
    expect(commitmentOf('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });
});

describe('byteStream', () => {
  it('is HMAC-SHA256 blocks for rounds 0, 1, 2 concatenated', async () => {
    const { hmac } = await import('@noble/hashes/hmac.js');
    const seed = hexToBytes(seedA);
    const stream = byteStream(seed, 'lhc', '202611220001');
    const read = Array.from({ length: 96 }, () => stream.nextByte());
    const expected = [0, 1, 2].flatMap((round) => [
      ...hmac(sha256, seed, utf8ToBytes(`lhc:202611220001:${round}`)),
    ]);
    expect(read).toEqual(expected);
  });

  it('depends on game and issue', () => {
    const seed = hexToBytes(seedA);
    const first = (game: string, issue: string) => {
      const s = byteStream(seed, game, issue);
      return Array.from({ length: 8 }, () => s.nextByte());
    };
    expect(first('k3', '1')).not.toEqual(first('k3', '2'));
    expect(first('k3', '1')).not.toEqual(first('ffc', '1'));
  });
});

describe('uniform(n)', () => {
  it('rejects b >= 256 - (256 mod n) and returns b mod n otherwise', () => {
    // n = 6: 256 mod 6 = 4, so 252..255 are rejected.
    const s = fixedStream([255, 252, 251]);
    expect(uniform(s, 6)).toBe(251 % 6);
    expect(s.read()).toBe(3);
    // n = 49: limit 245; 244 is accepted.
    expect(uniform(fixedStream([245, 250, 244]), 49)).toBe(244 % 49);
    // n = 256 and powers of two never reject.
    expect(uniform(fixedStream([255]), 256)).toBe(255);
    expect(uniform(fixedStream([255]), 16)).toBe(15);
    expect(uniform(fixedStream([7]), 10)).toBe(7);
  });

  it('refuses n outside 2..256', () => {
    for (const n of [1, 257, 2.5]) expect(() => uniform(fixedStream([0]), n)).toThrow(RangeError);
  });
});

describe('deriveResult shapes', () => {
  const seeds = Array.from({ length: 200 }, (_, i) => bytesToHex(sha256(new Uint8Array([i, 1]))));
  it('K3: three dice 1-6', () => {
    for (const seed of seeds) {
      const r = deriveResult('k3', '202611220001', seed);
      expect(r).toHaveLength(3);
      for (const d of r) expect(d >= 1 && d <= 6 && Number.isInteger(d)).toBe(true);
    }
  });
  it('five-ball: five digits 0-9', () => {
    for (const seed of seeds) {
      const r = deriveResult('sfc', '202611220001', seed);
      expect(r).toHaveLength(5);
      for (const d of r) expect(d >= 0 && d <= 9).toBe(true);
    }
  });
  it('racing: a permutation of 1-10', () => {
    for (const seed of seeds) {
      expect([...deriveResult('xyft', '202611220001', seed)].sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
    }
  });
  it('Mark Six: seven distinct numbers 1-49', () => {
    for (const seed of seeds) {
      const r = deriveResult('lhc', '202611220001', seed);
      expect(r).toHaveLength(7);
      expect(new Set(r).size).toBe(7);
      for (const d of r) expect(d >= 1 && d <= 49).toBe(true);
    }
  });
  it('every game draws as many numbers as resultLengthOf says for its family (the screens reserve that room)', () => {
    for (const game of games) {
      expect(deriveResult(game.code, '202611220001', seeds[0] ?? '')).toHaveLength(
        resultLengthOf[game.family],
      );
    }
  });
});
