import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8 lets the old generation grow to up to four times what survived the last full collection before
 * collecting again. Settlement allocates a page of rows every few hundred milliseconds and keeps none
 * of it, so a 1,000,000-bet issue grew the process by 160–200 MB of garbage (ADR 094: < 100 MB).
 * Growing by at most 25 % per collection keeps it near 40 MB at no measurable cost in settlement time
 * (docs/performance.md). Read by V8 at each collection, so setting it at start is enough.
 */
export const heapGrowingPercent = 25;

export function tuneHeap(): void {
  setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}

let fullCollection: (() => void) | undefined;

/**
 * A full garbage collection, now. Node offers `gc` only behind `--expose-gc`; set at run time, the flag
 * gives every context made afterwards its `gc` (jest-leak-detector takes it the same way), so no
 * start command has to remember the flag.
 */
export function collectGarbage(): void {
  if (!fullCollection) {
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as () => void;
  }
  fullCollection();
}

/**
 * Bounds the garbage of a long batch job: `check()` between its units of work collects once the heap
 * has grown by `bytes` since the last collection. On a fast machine settlement made garbage faster than
 * V8's concurrent marking reclaimed it: a 1,000,000-bet issue then grew the process by up to 112 MB.
 */
export function heapBudget(bytes: number) {
  let floor = getHeapStatistics().used_heap_size;
  return {
    check(): boolean {
      if (getHeapStatistics().used_heap_size - floor <= bytes) return false;
      collectGarbage();
      floor = getHeapStatistics().used_heap_size;
      return true;
    },
  };
}
