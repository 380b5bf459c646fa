#!/usr/bin/env node
/**
 * Fairdraw standalone draw verifier.
 *
 * This file deliberately DUPLICATES the fair-draw algorithm of packages/rules/src/draws/fair-draw.ts
 * (README "Fair draws") instead of importing it, so that anyone can audit and run it alone: it needs
 * nothing but Node.js (it imports only `node:crypto`), no install, no build.
 *
 *   node verify.mjs <game> <issue> <seedHex> [commitmentHex]
 *     prints the commitment SHA-256(seed bytes), whether it matches the published commitment (when
 *     given), and the recomputed result. Exit code 1 when the commitment does not match.
 *   node verify.mjs --vectors < draw-vectors.json
 *     checks a JSON array of { game, issue, seed, commitment, result } known-answer vectors.
 *
 * Algorithm: bytes = HMAC-SHA256(key = the 32 seed bytes, message = "<game>:<issue>:<round>") for
 * round 0, 1, 2, … concatenated; uniform(n) takes the next byte b and returns b mod n when
 * b < 256 - (256 mod n), otherwise tries the next byte. K3: three dice uniform(6) + 1. Five-ball
 * (ffc, sfc, wfc): five digits uniform(10). Racing (pk10, xyft): a = [1..10], for i from 9 down to 1
 * swap a[i] and a[uniform(i + 1)]. Mark Six (lhc): the same over [1..49] (i from 48 down to 1), the
 * result is a[0..6] (six regular numbers, then the special number).
 */
import { createHash, createHmac } from 'node:crypto';

const familyOfGame = {
  k3: 'k3',
  ffc: 'fiveball',
  sfc: 'fiveball',
  wfc: 'fiveball',
  pk10: 'racing',
  xyft: 'racing',
  lhc: 'marksix',
};

export function isValidSeedHex(seedHex) {
  return typeof seedHex === 'string' && /^[0-9a-f]{64}$/.test(seedHex);
}

function seedBytes(seedHex) {
  if (!isValidSeedHex(seedHex)) throw new RangeError('seed must be 64 lowercase hex characters');
  return Buffer.from(seedHex, 'hex');
}

export function commitmentOf(seedHex) {
  return createHash('sha256').update(seedBytes(seedHex)).digest('hex');
}

/** Returns a function that yields the next byte of the stream. */
export function byteStream(seed, game, issue) {
  let round = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      block = createHmac('sha256', seed).update(`${game}:${issue}:${round}`, 'utf8').digest();
      round += 1;
      offset = 0;
    }
    return block[offset++];
  };
}

export function uniform(nextByte, n) {
  const limit = 256 - (256 % n);
  for (;;) {
    const b = nextByte();
    if (b < limit) return b % n;
  }
}

function shuffle(nextByte, size, take) {
  const a = [];
  for (let k = 1; k <= size; k++) a.push(k);
  for (let i = size - 1; i >= 1; i--) {
    const j = uniform(nextByte, i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, take);
}

export function deriveResult(game, issue, seedHex) {
  const family = familyOfGame[game];
  if (!family) throw new RangeError(`unknown game ${game} (known: ${Object.keys(familyOfGame).join(', ')})`);
  const next = byteStream(seedBytes(seedHex), game, issue);
  if (family === 'k3') return [1, 2, 3].map(() => uniform(next, 6) + 1);
  if (family === 'fiveball') return [1, 2, 3, 4, 5].map(() => uniform(next, 10));
  if (family === 'racing') return shuffle(next, 10, 10);
  return shuffle(next, 49, 7);
}

/** { commitment, matches (null when no commitment was given), result } */
export function verify(game, issue, seedHex, commitmentHex) {
  const commitment = commitmentOf(seedHex);
  const matches = commitmentHex === undefined ? null : commitment === commitmentHex.toLowerCase();
  return { commitment, matches, result: deriveResult(game, issue, seedHex) };
}

/** Checks known-answer vectors; returns one line per vector and whether all of them passed. */
export function checkVectors(vectors) {
  const lines = [];
  let allOk = true;
  for (const v of vectors) {
    const { matches, result } = verify(v.game, v.issue, v.seed, v.commitment);
    const resultOk = result.join(',') === v.result.join(',');
    allOk &&= matches === true && resultOk;
    lines.push(`${matches && resultOk ? 'ok  ' : 'FAIL'} ${v.game} ${v.issue} ${result.join(',')}`);
  }
  return { lines, allOk };
}

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

async function main(argv) {
  if (argv[0] === '--vectors') {
    const { lines, allOk } = checkVectors(JSON.parse(await readStdin()));
    console.log(lines.join('\n'));
    return allOk ? 0 : 1;
  }
  const [game, issue, seedHex, commitmentHex] = argv;
  if (!game || !issue || !seedHex) {
    console.error(
      'usage: node verify.mjs <game> <issue> <seedHex> [commitmentHex] | --vectors < vectors.json',
    );
    return 2;
  }
  const { commitment, matches, result } = verify(game, issue, seedHex, commitmentHex);
  console.log(`commitment: ${commitment}`);
  console.log(
    `matches:    ${matches === null ? 'not checked (no commitment given)' : matches ? 'yes' : 'NO'}`,
  );
  console.log(`result:     ${result.join(',')}`);
  return matches === false ? 1 : 0;
}

// Run only when executed directly (node verify.mjs …), not when imported by tests or other scripts.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 2;
    },
  );
}
