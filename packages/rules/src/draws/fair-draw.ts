import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

import { findGame } from '../games/games';
import type { FamilyCode } from '../games/types';

/**
 * README "Fair draws" (commit–reveal), exactly. Anyone must be able to re-derive every result from the
 * published seed, so nothing here may depend on anything but (game, issue, seed).
 */

const seedLengthBytes = 32;

/** A seed is published as 64 lowercase hex characters (32 bytes). */
export function isValidSeedHex(seedHex: string): boolean {
  return /^[0-9a-f]{64}$/.test(seedHex);
}

function seedBytesOf(seedHex: string): Uint8Array {
  if (!isValidSeedHex(seedHex)) throw new RangeError('seed must be 64 lowercase hex characters');
  return hexToBytes(seedHex);
}

/** commitment = SHA-256 of the 32 seed bytes, as 64 lowercase hex characters. */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256(seedBytesOf(seedHex)));
}

/** Bytes of HMAC-SHA256(seed, "<game>:<issue>:<round>") for round 0, 1, 2, … concatenated, read lazily. */
export interface ByteStream {
  nextByte(): number;
}

export function byteStream(seedBytes: Uint8Array, game: string, issue: string): ByteStream {
  if (seedBytes.length !== seedLengthBytes) throw new RangeError('seed must be 32 bytes');
  let round = 0;
  let block = new Uint8Array(0);
  let offset = 0;
  return {
    nextByte(): number {
      if (offset >= block.length) {
        block = hmac(sha256, seedBytes, utf8ToBytes(`${game}:${issue}:${round}`));
        round += 1;
        offset = 0;
      }
      const byte = block[offset] as number;
      offset += 1;
      return byte;
    },
  };
}

/** uniform(n), 2 ≤ n ≤ 256: rejection sampling, so every value is exactly equally likely. */
export function uniform(stream: ByteStream, n: number): number {
  if (!Number.isInteger(n) || n < 2 || n > 256) throw new RangeError('uniform(n) needs 2 <= n <= 256');
  const limit = 256 - (256 % n);
  for (;;) {
    const b = stream.nextByte();
    if (b < limit) return b % n;
  }
}

/** Fisher–Yates over [1..size], i from size-1 down to 1; the first `take` entries in draw order. */
function shuffleDraw(stream: ByteStream, size: number, take: number): number[] {
  const a = Array.from({ length: size }, (_, i) => i + 1);
  for (let i = size - 1; i >= 1; i--) {
    const j = uniform(stream, i + 1);
    const ai = a[i] as number;
    a[i] = a[j] as number;
    a[j] = ai;
  }
  return a.slice(0, take);
}

const deriveByFamily: Record<FamilyCode, (stream: ByteStream) => number[]> = {
  k3: (s) => [uniform(s, 6) + 1, uniform(s, 6) + 1, uniform(s, 6) + 1],
  fiveball: (s) => [uniform(s, 10), uniform(s, 10), uniform(s, 10), uniform(s, 10), uniform(s, 10)],
  racing: (s) => shuffleDraw(s, 10, 10),
  marksix: (s) => shuffleDraw(s, 49, 7),
};

/** The draw result of (game, issue) from its seed, in draw order (never sorted). */
export function deriveResult(game: string, issue: string, seedHex: string): number[] {
  const definition = findGame(game);
  if (!definition) throw new RangeError(`unknown game ${game}`);
  return deriveByFamily[definition.family](byteStream(seedBytesOf(seedHex), game, issue));
}

/** Recomputes the commitment and the result of a published draw (what /game/verify answers). */
export function verifyDraw(
  game: string,
  issue: string,
  seedHex: string,
  commitmentHex: string,
): { commitment: string; commitmentOk: boolean; result: number[] } {
  const commitment = commitmentOf(seedHex);
  return {
    commitment,
    commitmentOk: commitment === commitmentHex.toLowerCase(),
    result: deriveResult(game, issue, seedHex),
  };
}
