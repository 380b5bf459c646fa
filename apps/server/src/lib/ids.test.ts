import { describe, expect, it } from 'vitest';

import { newId, newTransferId } from './ids';

describe('ids', () => {
  it('gives transfers UUIDv7 ids that sort in the order they were made (index locality on a year of data)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2_000; i += 1) ids.push(newTransferId());
    await new Promise((resolve) => setTimeout(resolve, 5));
    ids.push(newTransferId());
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The leading 48 bits are the creation time in milliseconds.
    const millis = parseInt(ids.at(-1)!.replace('-', '').slice(0, 12), 16);
    expect(Math.abs(millis - Date.now())).toBeLessThan(1_000);
  });

  it('keeps session and token ids random (version 4: nothing to learn from them)', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
