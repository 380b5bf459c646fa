/** Shape of the per-language Mark Six texts (see ../marksix-texts.ts, which builds the keys). */
export interface LanguageTexts {
  readonly plays: Readonly<Record<string, readonly [name: string, rule: string]>>;
  readonly linked: (kind: 'LX' | 'LXBZ' | 'LW' | 'LWBZ', k: number) => readonly [string, string];
  readonly notWin: (n: number) => readonly [string, string];
  /** In zodiacCycle order (rat first), the plays' own item codes, so the two cannot drift apart. */
  readonly animals: readonly string[];
  /** In waveCodes order: red blue green. */
  readonly waves: readonly [string, string, string];
  /** big small odd even sumBig sumSmall sumOdd sumEven tailBig tailSmall bigOdd bigEven smallOdd smallEven */
  readonly twoSided: readonly string[];
  readonly halfWave: (wave: string, part: string) => string;
  readonly head: (h: number) => string;
  readonly tail: (t: number) => string;
  readonly groups: Readonly<Record<string, string>>;
}
