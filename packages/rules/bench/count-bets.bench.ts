/**
 * countBets of the LARGEST allowed selection (every row filled up to its maxPicks) of every play of
 * every family: the median time per call over many samples, and its ratio to choose(49, 6) timed the
 * same way in the same run (so slow machines shift both). Run: npm run bench (in packages/rules).
 * Exits non-zero when any play's median exceeds 1 ms: counting must use formulas, never enumeration.
 */
import { performance } from 'node:perf_hooks';

import { choose, countBets, games, largestSelection, playsOf, validateBet } from '../src/index';

const limitMs = 1;
const samples = 101;
const callsPerSample = 20;

/** Median milliseconds per call of fn, timing batches so that sub-microsecond calls still measure. */
function medianMs(fn: () => unknown): number {
  for (let i = 0; i < callsPerSample * 5; i++) fn(); // warm up the JIT
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < callsPerSample; i++) fn();
    times.push((performance.now() - start) / callsPerSample);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(samples / 2)] as number;
}

let sink = 0;
const baselineMs = medianMs(() => (sink += choose(49, 6)));

const families = [...new Map(games.map((g) => [g.family, g.code])).entries()];
const rows: { family: string; play: string; picks: number; count: string; ms: number }[] = [];
for (const [family, game] of families) {
  for (const play of playsOf(game)) {
    const selection = largestSelection(play);
    const validation = validateBet(game, play.code, selection);
    rows.push({
      family,
      play: play.code,
      picks: selection.flat().length,
      count: validation.ok ? String(validation.betCount) : validation.error.code,
      ms: medianMs(() => (sink += countBets(game, play.code, selection))),
    });
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(
  `baseline choose(49, 6): ${(baselineMs * 1000).toFixed(3)} µs per call (median of ${samples} x ${callsPerSample})`,
);
console.log(
  `${pad('family', 9)} ${pad('play', 11)} ${pad('picks', 6)} ${pad('count', 20)} ${pad('median µs', 10)} x baseline`,
);
for (const r of rows) {
  console.log(
    `${pad(r.family, 9)} ${pad(r.play, 11)} ${pad(String(r.picks), 6)} ${pad(r.count, 20)} ${pad((r.ms * 1000).toFixed(2), 10)} ${(r.ms / baselineMs).toFixed(1)}`,
  );
}
const slow = rows.filter((r) => r.ms > limitMs);
const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log(
  `${rows.length} plays; slowest ${worst.family} ${worst.play} ${(worst.ms * 1000).toFixed(2)} µs (limit ${limitMs} ms)`,
);
if (slow.length > 0) {
  console.error(`over ${limitMs} ms: ${slow.map((r) => `${r.family} ${r.play}`).join(', ')}`);
  process.exitCode = 1;
}
if (sink === -1) console.log('unreachable'); // keeps the timed results observable
