/**
 * Mark Six (LHC, family `marksix`): its first plays (the catalogue adds the rest, ADR 041). Draw: 7 distinct numbers 1-49 in draw
 * order, indexes 0-5 regular, 6 special; `zodiacYear` selects the zodiac mapping (mark-six-zodiac.ts).
 *
 * | Code        | Play (中文)                  | Items                         | Bets     | Max picks | Rate keys                 |
 * |-------------|------------------------------|-------------------------------|----------|-----------|---------------------------|
 * | TM          | special number 特码          | "01".."49"                    | picks    | 49        | number                    |
 * | TMLM        | special two-sided 特码两面   | big small odd even sumBig sumSmall sumOdd sumEven tailBig tailSmall bigOdd bigEven smallOdd smallEven | picks | 14 | item code |
 * | TMSB        | special wave 特码色波        | red blue green                | picks    | 3         | item code                 |
 * | BB          | half-wave 半波               | redBig redSmall redOdd redEven blue… green… | picks | 12 | item code            |
 * | TMTS        | special head 特码头数        | head0..head4                  | picks    | 5         | item code                 |
 * | TMWS        | special tail 特码尾数        | tail0..tail9                  | picks    | 10        | item code                 |
 * | TX          | special zodiac 特肖          | rat ox tiger rabbit dragon snake horse goat monkey rooster dog pig | picks | 12 | zodiac, zodiacYear |
 * | ZM          | any regular 正码             | "01".."49"                    | picks    | 49        | number                    |
 * | YX          | one zodiac 一肖              | animals                       | picks    | 12        | zodiac, zodiacYear        |
 * | ZHLM        | total sum 总和两面           | big small odd even            | picks    | 4         | item code                 |
 * | SQZ         | 3-of-3 三全中                | numbers                       | C(n,3)   | 10        | hit3                      |
 * | SZE         | 3-of-2 三中二                | numbers                       | C(n,3)   | 10        | hit2 (80 %), hit3 (20 %)  |
 * | EQZ         | 2-of-2 二全中                | numbers                       | C(n,2)   | 10        | hit2                      |
 * | EZT         | special-second 二中特        | numbers                       | C(n,2)   | 10        | hit2 (80 %), hitSpecial (20 %) |
 * | TC          | special-series 特串          | numbers                       | C(n,2)   | 10        | hitSpecial                |
 * | LX2..LX4    | zodiac-linked win 连肖连中   | animals                       | C(n,k)   | 12        | zodiac, zodiacYear        |
 * | LXBZ2..LXBZ4| zodiac-linked not-win 连肖不中 | animals                     | C(n,k)   | 12        | zodiac, zodiacYear        |
 * | LW2..LW4    | tail-linked win 连尾连中     | tail0..tail9                  | C(n,k)   | 10        | tail, tail0               |
 * | LWBZ2..LWBZ4| tail-linked not-win 连尾不中 | tail0..tail9                  | C(n,k)   | 10        | tail, tail0               |
 * | BZ5..BZ10   | not-win N 自选不中           | numbers                       | C(n,N)   | 12        | miss                      |
 *
 * Ties: special 49 refunds TMLM and BB bets. Policies: TM, ZM single-number (0.95 x fair); TMLM and
 * ZHLM two-sided (1.95 where exactly 50/50 without the tie, else 0.975 x fair); everything else 0.90 x fair.
 * zodiacYear / tail0 keys: the combination holds the year's animal (5 numbers) / tail 0 (4 numbers).
 */
import { bankerDraggerBases, bankerDraggerPlay, markSixCatalogueSinglePlays } from './mark-six-catalogue';
import type { MarkSixPlay } from './mark-six-kit';
import { markSixLinkedGroupPlays } from './mark-six-linked-groups';
import { markSixLinkedPlays } from './mark-six-linked';
import { pairingBases, pairingModes, pairingPlay } from './mark-six-pairing';
import { regularParlay, parlayRtpRows } from './mark-six-parlay';
import { markSixRegularPlays } from './mark-six-regular';
import { rtpRowsFor } from './mark-six-rtp';
import { markSixSpecialPlays } from './mark-six-special';
import type { PlayDefinition, RtpRow } from './types';

export { zodiacItemRateKey } from './mark-six-special';
export {
  yearAnimal,
  zodiacCycle,
  zodiacNumbers,
  zodiacOf,
  zodiacSwitchDates,
  zodiacYearAt,
} from './mark-six-zodiac';
export type { ZodiacAnimal, ZodiacSwitch } from './mark-six-zodiac';

/** The first plays (tested by mark-six-settle.test.ts). */
export const coreMarkSixPlayModels: readonly MarkSixPlay[] = [
  ...markSixSpecialPlays,
  ...markSixRegularPlays,
  ...markSixLinkedPlays,
  ...markSixLinkedGroupPlays,
];

/** The catalogue plays, ADR 041 (mark-six-catalogue.ts; tested by mark-six-catalogue.test.ts). */
export const catalogueMarkSixPlayModels: readonly MarkSixPlay[] = [
  ...markSixCatalogueSinglePlays,
  ...bankerDraggerBases.map(([code, k]) => {
    const base = [...coreMarkSixPlayModels, ...markSixCatalogueSinglePlays].find(
      (p) => p.definition.code === code,
    );
    if (!base) throw new Error(`no linked play ${code}`);
    return bankerDraggerPlay(base, k);
  }),
  // Tail pairing first (ADR 040), then the zodiac modes (ADR 041), each over EQZ, EZT, TC.
  ...pairingModes.flatMap((mode) =>
    pairingBases.map((code) => {
      const base = coreMarkSixPlayModels.find((p) => p.definition.code === code);
      if (!base) throw new Error(`no linked play ${code}`);
      return pairingPlay(base, mode);
    }),
  ),
];

/** Every play with its RTP outcome model (tests and the RTP rows). */
export const markSixPlayModels: readonly MarkSixPlay[] = [
  ...coreMarkSixPlayModels,
  ...catalogueMarkSixPlayModels,
];

/**
 * Every Mark Six play. The regular parlay pays a product of leg odds, which the one-rate-per-key
 * classes of mark-six-rtp.ts cannot judge; its RTP rows come from mark-six-parlay.ts.
 */
export const markSixPlays: readonly PlayDefinition[] = [
  ...markSixPlayModels.map((p) => p.definition),
  regularParlay,
];

/**
 * The definitions of the core plays, those before ADR 040's catalogue (read independently by
 * mark-six-settle.test.ts).
 */
export const coreMarkSixPlays: readonly PlayDefinition[] = coreMarkSixPlayModels.map((p) => p.definition);

/** One row per play and rate key, RTP found through `settle` by exact combinatorics. */
export function markSixRtpRows(): RtpRow[] {
  return [...rtpRowsFor(markSixPlayModels), ...parlayRtpRows()];
}
