/** Shape of the per-language texts of the Mark Six catalogue plays (ADR 040, ADR 041) (built in ../marksix-texts.ts). */
export type PlayText = readonly [name: string, rule: string];

export interface MarkSixCatalogueTexts {
  /** HX2..HX11: combined zodiacs of k animals. */
  readonly combined: (k: number) => PlayText;
  /** ZT1..ZT6: the regular number drawn in place k. */
  readonly placeSpecial: (k: number) => PlayText;
  /** ZM1LM..ZM6LM: two-sided and wave of the regular number in place k. */
  readonly placeTwoSided: (k: number) => PlayText;
  readonly plays: Readonly<
    Record<'PTWS' | 'ZX' | 'QSB' | 'ZONGX' | 'SZY' | 'BZ11' | 'BZ12' | 'ZMGG', PlayText>
  >;
  /** Zodiac count items: zc234 zc5 zc6 zc7 zcOdd zcEven. */
  readonly zodiacCount: Readonly<Record<'zc234' | 'zc5' | 'zc6' | 'zc7' | 'zcOdd' | 'zcEven', string>>;
  /** The seven-colour wave's tie item. */
  readonly tie: string;
  /** Banker + dragger entry of a linked play named `base`, k numbers per bet. */
  readonly bankerDragger: (base: string, k: number) => PlayText;
  /** Tail pairing entry of a 2-number linked play named `base`. */
  readonly tailPairing: (base: string) => PlayText;
  /** Zodiac pairing entry (two animals) of a 2-number linked play named `base`. */
  readonly zodiacPairing: (base: string) => PlayText;
  /** Zodiac × tail entry (main animal and a tail) of a 2-number linked play named `base`. */
  readonly zodiacTail: (base: string) => PlayText;
  readonly rows: Readonly<
    Record<
      'bankers' | 'draggers' | 'tailA' | 'tailB' | 'zodiacA' | 'zodiacB' | 'zodiacMain' | 'tailMain',
      string
    >
  >;
  /** Row of the regular parlay's leg on regular place k. */
  readonly place: (k: number) => string;
  readonly groups: Readonly<Record<'combinedZodiac' | 'regularPlace', string>>;
}
