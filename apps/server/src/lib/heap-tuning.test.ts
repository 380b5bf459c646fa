import { describe, expect, it } from 'vitest';

import { collectGarbage, heapBudget } from './heap-tuning';

const megabytes = (n: number) => n * 2 ** 20;

describe('heap tuning', () => {
  it('collectGarbage runs a full collection: an object nothing refers to is gone', async () => {
    let ref: WeakRef<object> | undefined;
    (() => {
      ref = new WeakRef({ rows: new Array(100_000).fill(0) });
    })();
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref?.deref()).toBeUndefined();
  });

  it('a heap budget collects only once the heap grew past it, then measures from what survived', () => {
    collectGarbage();
    const budget = heapBudget(megabytes(8));
    expect(budget.check()).toBe(false);
    // 32 MB that stays referenced: over the budget, so the check collects (and keeps it).
    const kept = Array.from({ length: 200 }, () => new Array<number>(20_000).fill(1.5));
    expect(budget.check()).toBe(true);
    // What survived is the new floor: without more growth there is nothing to collect.
    expect(budget.check()).toBe(false);
    expect(kept).toHaveLength(200);
  });
});
