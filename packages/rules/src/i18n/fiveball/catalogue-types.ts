/** Shapes of the per-language texts of the five-ball catalogue plays (ADR 040, ADR 041) (built in ../fiveball-texts.ts). */

export type FunCode = 'YFFS' | 'HSCS' | 'SXBX' | 'SJFC';
export type TickedCode = 'RZX2_S' | 'RZU2' | 'RZU3' | 'RZU6' | 'RHHZX';

/** [play name, rule text]; rules are one or two sentences, the second often an example. */
export type PlayText = [string, string];

export interface CatalogueTexts {
  readonly rows: Record<'entries' | 'banker' | 'tail' | 'form' | 'positions', string>;
  readonly items: Record<'triple' | 'straight' | 'pair', string>;
  readonly groups: Record<'fun' | 'dragonTiger', string>;
  /** ZH5, ZH4: `s` = 5-star / 4-star, `b` = their balls, `m` = 5 or 4. */
  readonly combination: (s: string, b: string, m: number) => PlayText;
  /** Direct single (typed numbers) of `m` digits on `b`. */
  readonly directSingle: (s: string, b: string, m: number) => PlayText;
  readonly group3Single: (s: string, b: string) => PlayText;
  readonly group6Single: (s: string, b: string) => PlayText;
  readonly mixedSingle: (s: string, b: string) => PlayText;
  readonly banker3: (s: string, b: string) => PlayText;
  readonly banker2: (s: string, b: string) => PlayText;
  readonly sumTail: (s: string, b: string) => PlayText;
  readonly special: (s: string, b: string) => PlayText;
  readonly fun: Record<FunCode, PlayText>;
  /** Big/small/odd/even on `m` balls at once. */
  readonly bsoe: (s: string, b: string, m: number) => PlayText;
  readonly ticked: Record<TickedCode, PlayText>;
  /** Any-4 group of `size` (24, 12, 6, 4) on ticked balls; `pattern` is the 4-star group's pattern. */
  readonly anyGroup4: (size: string) => PlayText;
  /** Ball `a` against ball `b` (1-based). */
  readonly dragonTiger: (a: number, b: number) => PlayText;
}
