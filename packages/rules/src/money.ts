/** Money is an integer number of fen (1/100 of the display unit). Never a float. */
declare const fenBrand: unique symbol;
export type Fen = number & { readonly [fenBrand]: 'Fen' };

export function fen(value: number): Fen {
  if (!Number.isSafeInteger(value)) throw new RangeError(`fen must be a safe integer, got ${value}`);
  return value as Fen;
}

/** Display form: fen / 100 with two decimals, e.g. 123456 -> "1234.56", -5 -> "-0.05". */
export function formatFen(amountFen: number): string {
  const sign = amountFen < 0 ? '-' : '';
  const abs = Math.abs(amountFen);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** Parses a display amount ("12", "12.5", "12.50") into fen; null when it is not a valid amount. */
export function parseAmountToFen(text: string): Fen | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return fen(whole * 100 + cents);
}

/**
 * What one winning combination pays, stake included: floor(stake x rate / 100).
 * `rateHundredths` is the odds in hundredths (odds 1.95 -> 195). Rounding down is the README's rule.
 */
export function payoutFen(stakePerCombinationFen: number, rateHundredths: number): Fen {
  if (!Number.isSafeInteger(stakePerCombinationFen) || !Number.isSafeInteger(rateHundredths)) {
    throw new RangeError('stake and rate must be integers');
  }
  const product = BigInt(stakePerCombinationFen) * BigInt(rateHundredths);
  return fen(Number(product / 100n));
}

/** Displayed odds: rate x 0.01 with two decimals (docs/glossary.md, rate). */
export function formatRate(rateHundredths: number): string {
  return formatFen(rateHundredths);
}
