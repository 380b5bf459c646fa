import { describe, expect, it } from 'vitest';

import { newOrderNo } from './order-numbers';

describe('bet order numbers', () => {
  it('stay unique for a burst of 10,000 orders in one millisecond', () => {
    const now = new Date('2026-11-26T19:50:16.024Z');
    const numbers = Array.from({ length: 10_000 }, () => newOrderNo(now));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers[0]).toMatch(/^B20261126195016024\d{12}$/);
  });
});
