import { describe, expect, it } from 'vitest';

import { createCoalescer } from './coalescer';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A batch function that records its batches and answers each call with its double. */
function recorder(options: { failWhen?: (items: readonly number[]) => boolean } = {}) {
  const batches: number[][] = [];
  let release: () => void = () => {};
  let hold = false;
  const run = async (items: readonly number[]) => {
    batches.push([...items]);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    if (options.failWhen?.(items)) throw new Error(`batch ${items.join(',')} failed`);
    return items.map((n) => (n < 0 ? new Error(`bad ${n}`) : n * 2));
  };
  return {
    batches,
    run,
    holdBatches: () => (hold = true),
    releaseBatch: () => release(),
    stopHolding: () => (hold = false),
  };
}

describe('coalescer', () => {
  it('sends a lone call as a batch of one and calls made together as one batch', async () => {
    const r = recorder();
    const call = createCoalescer(r.run, { inFlight: 2, maxBatch: 10 });
    expect(await call(1)).toBe(2);
    expect(await Promise.all([call(2), call(3), call(4)])).toEqual([4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('splits at maxBatch', async () => {
    const r = recorder();
    const call = createCoalescer(r.run, { inFlight: 4, maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map(call));
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs at most inFlight batches; calls arriving meanwhile wait together for the next', async () => {
    const r = recorder();
    r.holdBatches();
    const call = createCoalescer(r.run, { inFlight: 1, maxBatch: 10 });
    const first = call(1);
    await tick();
    await tick();
    const later = [call(2), call(3)];
    await tick();
    const last = call(4);
    await tick();
    await tick();
    expect(r.batches).toEqual([[1]]); // the running batch holds the only slot
    r.stopHolding();
    r.releaseBatch();
    expect(await first).toBe(2);
    expect(await Promise.all([...later, last])).toEqual([4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('answers a call that failed alone with its error, the others with their values', async () => {
    const r = recorder();
    const call = createCoalescer(r.run, { inFlight: 1, maxBatch: 10 });
    const results = await Promise.allSettled([call(1), call(-1), call(3)]);
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(r.batches).toEqual([[1, -1, 3]]);
  });

  it('runs a batch that throws again call by call, so only the bad call fails', async () => {
    const r = recorder({ failWhen: (items) => items.includes(7) });
    const call = createCoalescer(r.run, { inFlight: 1, maxBatch: 10 });
    const results = await Promise.allSettled([call(1), call(7), call(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('batch 7 failed') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(r.batches).toEqual([[1, 7, 3], [1], [7], [3]]);
  });
});
