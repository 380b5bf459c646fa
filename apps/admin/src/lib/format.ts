import { formatFen } from '@fairdraw/rules';

/** Money is integer fen everywhere; it becomes text with two decimals only here, at the edge. */
export const money = (amountFen: number | null | undefined): string =>
  amountFen === null || amountFen === undefined ? '—' : formatFen(amountFen);

/** Rates are odds in hundredths (ADR 001): 195 → "1.95". */
export const rate = (rateHundredths: number): string => (rateHundredths / 100).toFixed(2);

/** Return to player as a percentage with two decimals. */
export const percent = (ratio: number | null | undefined): string =>
  ratio === null || ratio === undefined ? '—' : `${(ratio * 100).toFixed(2)} %`;

/** Server times are ISO strings in the operator's zone: shown without the T and the offset. */
export const time = (iso: string | null | undefined): string =>
  iso ? iso.replace('T', ' ').replace(/(\.\d+)?([+-]\d\d:\d\d|Z)$/, '') : '—';
