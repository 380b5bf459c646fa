import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fen, formatFen, formatRate, parseAmountToFen, payoutFen } from './money';

describe('money in fen', () => {
  it('accepts only safe integers as fen', () => {
    expect(fen(12)).toBe(12);
    expect(() => fen(1.5)).toThrow(RangeError);
    expect(() => fen(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1234.56'],
    [-5, '-0.05'],
    [-200000, '-2000.00'],
  ])('formats %i fen as %s', (amount, text) => {
    expect(formatFen(amount)).toBe(text);
  });

  it('shows odds as rate x 0.01 with two decimals', () => {
    expect(formatRate(195)).toBe('1.95');
    expect(formatRate(18900)).toBe('189.00');
    expect(formatRate(787)).toBe('7.87');
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 0.01 ', 1],
    ['2000', 200000],
  ])('parses %s as %i fen', (text, amount) => {
    expect(parseAmountToFen(text)).toBe(amount);
  });

  it.each(['', 'abc', '1.234', '-1', '1e3', '1.', '.5'])('refuses %j as an amount', (text) => {
    expect(parseAmountToFen(text)).toBeNull();
  });

  it('round-trips every amount through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        expect(parseAmountToFen(formatFen(amount))).toBe(amount);
      }),
    );
  });

  it('pays floor(stake x rate / 100), stake included', () => {
    expect(payoutFen(100, 195)).toBe(195);
    expect(payoutFen(3, 195)).toBe(5); // 5.85 rounds down
    expect(payoutFen(1, 787)).toBe(7);
    expect(payoutFen(0, 195)).toBe(0);
    expect(() => payoutFen(1.5, 195)).toThrow(RangeError);
    expect(() => payoutFen(100, 19.5)).toThrow(RangeError);
  });

  it('never loses precision on large stakes', () => {
    // 9e13 x 99999 exceeds 2^53 before the division: BigInt keeps it exact.
    expect(payoutFen(90_000_000_000_000, 101)).toBe(90_900_000_000_000);
  });
});
