import { setFlagsFromString } from 'node:v8';

/**
 * V8 lets the old generation grow to up to four times what survived the last full collection before
 * collecting again. Settlement allocates a page of rows every few hundred milliseconds and keeps none
 * of it, so a 1,000,000-bet issue grew the process by 160–200 MB of garbage (issue 7 asks < 100 MB).
 * Growing by at most 25 % per collection keeps it near 40 MB at no measurable cost in settlement time
 * (docs/performance.md). Read by V8 at each collection, so setting it at start is enough.
 */
export const heapGrowingPercent = 25;

export function tuneHeap(): void {
  setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
