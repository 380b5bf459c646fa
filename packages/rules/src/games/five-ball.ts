import { anyPositionPlays } from './five-ball-any-position';
import { anyTickedPlays } from './five-ball-any-ticked';
import type { FiveBallPlay } from './five-ball-common';
import { groupPlays } from './five-ball-group';
import { dragonTigerPlays } from './five-ball-dragon-tiger';
import { funPlays } from './five-ball-fun';
import { notPositionedPlays } from './five-ball-not-positioned';
import { playRtpRows } from './five-ball-rtp';
import { starDirectPlays } from './five-ball-star';
import { star3ExtraPlays } from './five-ball-star3-extra';
import { star45DirectPlays } from './five-ball-star45-direct';
import { star45GroupPlays } from './five-ball-star45-groups';
import { typedPlays } from './five-ball-typed';
import { numberPlays, twoSidedPlays } from './five-ball-two-sided';
import type { PlayDefinition, RtpRow } from './types';

/**
 * Five-ball (SSC) plays of games ffc, sfc and wfc. Draw: five digits, index 0 = ball 1.
 * Codes follow the peer codes of docs/reference/play-types.md §1 (they are not the original app's codes).
 * Item codes: digits, sums and spans are their numbers ("0".."27"); two-sided items are
 * big, small, odd, even, dragon, tiger, tie.
 *
 * | Code                       | Play                                          | Count                    | Rate keys (policy)            |
 * |----------------------------|-----------------------------------------------|--------------------------|-------------------------------|
 * | LM_B1 … LM_B5              | ball N big/small/odd/even                     | picks                    | big small odd even (1.95)     |
 * | LM_SUM                     | total of 5 balls big ≥23 / small / odd / even | picks                    | big small odd even (1.95)     |
 * | LHH                        | ball 1 vs ball 5: dragon / tiger / tie        | picks                    | dragon tiger (0.975), tie (0.90) |
 * | NUM_B1 … NUM_B5            | ball N number 0-9                             | picks                    | number (0.95)                 |
 * | DWD                        | position pick, rows ball1-ball5               | total picks              | hit (0.95)                    |
 * | QZX2 HZX2                  | 2-star direct combo, balls 1-2 / 4-5          | n1·n2                    | direct (0.90)                 |
 * | QZX2HZ HZX2HZ              | 2-star direct sum 0-18                        | Σ table A                | direct                        |
 * | QZX2KD HZX2KD              | 2-star direct span 0-9                        | Σ table B                | direct                        |
 * | QZX3 ZZX3 HZX3             | 3-star direct combo, balls 1-3 / 2-4 / 3-5    | n1·n2·n3                 | direct                        |
 * | QZXHZ ZZXHZ HZXHZ          | 3-star direct sum 0-27                        | Σ table A                | direct                        |
 * | QZXKD ZZXKD HZXKD          | 3-star direct span 0-9                        | Σ table B                | direct                        |
 * | QZU3 ZZU3 HZU3             | group 3, 2-10 picks                           | 2·C(n,2)                 | group3                        |
 * | QZU6 ZZU6 HZU6             | group 6, 3-10 picks                           | C(n,3)                   | group6                        |
 * | QZUHZ ZZUHZ HZUHZ          | 3-star group sum 1-26 (triples lose)          | Σ table A group          | group3, group6 by result form |
 * | QZU2 HZU2                  | 2-star group combo (pairs lose)               | C(n,2)                   | group                         |
 * | QZU2HZ HZU2HZ              | 2-star group sum 1-17                         | Σ table A 2-digit group  | group                         |
 * | QBDW31 HBDW31 BDW41        | not-positioned 1-code, front3 / back3 / last4 | n                        | hit                           |
 * | QBDW32 HBDW32 BDW42 BDW52  | not-positioned 2-code, … / all five           | C(n,2)                   | hit                           |
 * | BDW53                      | not-positioned 3-code, all five               | C(n,3)                   | hit                           |
 * | SXZU24 SXZU12 SXZU6 SXZU4  | 4-star groups on balls 2-5                    | two-row formulas         | group                         |
 * | WXZU120 … WXZU5            | 5-star groups 120/60/30/20/10/5               | two-row formulas         | group                         |
 * | RZX2 RZX3                  | any-position direct 2 / 3                     | Σ n_i·n_j / Σ n_i·n_j·n_l | direct                       |
 *
 * The catalogue plays (ADR 040) added the rest of the five-ball plays (see each file's table): five-ball-star45-direct
 * (ZX5 ZH5 ZX4 ZH4), five-ball-typed (typed-entry singles), five-ball-star3-extra (bankers, sum
 * tail, special forms), five-ball-fun (fun plays, multi-ball big/small/odd/even),
 * five-ball-any-ticked (any-position plays with ticked balls, RZX4) and five-ball-dragon-tiger.
 */
const corePlays: readonly FiveBallPlay[] = [
  ...twoSidedPlays,
  ...numberPlays,
  ...starDirectPlays,
  ...groupPlays,
  ...notPositionedPlays,
  ...star45GroupPlays,
  ...anyPositionPlays,
];

/** The catalogue plays (ADR 040); their brute-force tests live in their own files. */
export const catalogueFiveBallPlays: readonly FiveBallPlay[] = [
  ...star45DirectPlays,
  ...typedPlays,
  ...star3ExtraPlays,
  ...funPlays,
  ...anyTickedPlays,
  ...dragonTigerPlays,
];

/** The first 61 plays, tested by five-ball-count/settle.test.ts. */
export const coreFiveBallPlays: readonly FiveBallPlay[] = corePlays;

const allPlays: readonly FiveBallPlay[] = [...corePlays, ...catalogueFiveBallPlays];

export const fiveBallPlays: readonly PlayDefinition[] = allPlays;

/** The family's plays with their RTP metadata (tests and the RTP report). */
export const fiveBallPlaysWithRtp: readonly FiveBallPlay[] = allPlays;

export function fiveBallRtpRows(): RtpRow[] {
  return allPlays.flatMap(playRtpRows);
}
