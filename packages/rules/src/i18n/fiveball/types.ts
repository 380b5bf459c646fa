/** Shapes shared by the per-language five-ball texts (see ../fiveball-texts.ts, which builds the keys). */

export type Spot = 'front2' | 'back2' | 'front3' | 'middle3' | 'back3' | 'last4' | 'all5';

/** The 4-star and 5-star group plays, in key order. */
export const star45Codes = [
  'SXZU24',
  'SXZU12',
  'SXZU6',
  'SXZU4',
  'WXZU120',
  'WXZU60',
  'WXZU30',
  'WXZU20',
  'WXZU10',
  'WXZU5',
] as const;
export type Star45 = (typeof star45Codes)[number];

export interface LanguageTexts {
  /** Short name of a block of balls, used in play names. */
  readonly spot: Record<Spot, string>;
  /** The same block in a rule sentence. */
  readonly balls: Record<Spot, string>;
  readonly ball: (n: number) => string;
  readonly total: string;
  readonly fixed: Record<string, string>;
  readonly items: Record<'big' | 'small' | 'odd' | 'even' | 'dragon' | 'tiger' | 'tie', string>;
  readonly rows: Record<
    'dragonTiger' | 'sum' | 'span' | 'digits' | 'pair' | 'single' | 'triple' | 'quad',
    string
  >;
  readonly groups: Record<string, string>;
  readonly ballTwoSided: (n: number) => [string, string];
  readonly ballNumber: (n: number) => [string, string];
  readonly direct: (spot: string, balls: string) => [string, string];
  readonly directSum: (spot: string, balls: string) => [string, string];
  readonly directSpan: (spot: string, balls: string) => [string, string];
  readonly group3: (spot: string, balls: string) => [string, string];
  readonly group6: (spot: string, balls: string) => [string, string];
  readonly groupSum: (spot: string, balls: string) => [string, string];
  readonly group2: (spot: string, balls: string) => [string, string];
  readonly group2Sum: (spot: string, balls: string) => [string, string];
  readonly notPositioned: (spot: string, balls: string, k: number) => [string, string];
  readonly star45: (code: Star45, spot: string, balls: string) => [string, string];
  readonly anyDirect: (k: number) => [string, string];
}

/** Group size in the play code (120, 60, … 4) */
export const sizeOf = (code: Star45): string => code.replace(/^(SX|WX)ZU/, '');
