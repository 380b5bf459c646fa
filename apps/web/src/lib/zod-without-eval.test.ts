import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  // testing/setup.ts imports it first, as main.tsx does; the contract (and zod) load after it.
  it('makes zod jitless without importing it: zod adopts the flag and never probes new Function', async () => {
    const { z, config } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const probes: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        probes.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    } finally {
      globalThis.Function = original;
    }
    expect(util.allowsEval.value).toBe(false);
    expect(probes).toEqual([]);
  });
});
