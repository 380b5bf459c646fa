import { z } from 'zod';

import { adminDayRangeBody } from './admin-common';
import { drawResult, gameCodeField } from './draws';
import { pageFields } from './list';
import { pageOf } from './money';

/** Draws monitor. There is no call that sets, edits or voids a result: draws are seed-derived only. */
const issueView = z.object({
  issue: z.string(),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  commitment: z.string(),
});
export const adminDrawsLiveData = z.object({
  list: z.array(
    z.object({
      game: z.string(),
      enabled: z.boolean(),
      /** The issue open for betting now (null between close and the next open). */
      current: issueView.nullable(),
      next: issueView.nullable(),
      lastDrawn: z.object({ issue: z.string(), result: drawResult, drawnAt: z.string() }).nullable(),
      /** Issues past their draw time but not drawn yet (should be 0). */
      overdue: z.number().int(),
    }),
  ),
});

export const adminDrawsHistoryBody = z.object({ game: gameCodeField, ...pageFields });
export const adminDrawRow = z.object({
  issue: z.string(),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  commitment: z.string(),
  /** Only once drawn. */
  seed: z.string().nullable(),
  result: drawResult.nullable(),
  /** The result recomputed from the seed with @fairdraw/rules equals the stored one, and the
   * seed hashes to the commitment. Null while undrawn. */
  verified: z.boolean().nullable(),
});
export const adminDrawsHistoryData = pageOf(adminDrawRow);

/** POST /admin/rtp { from?, to?, game? }: settled bets (settle day in TZ) per game and play. */
export const adminRtpBody = adminDayRangeBody.extend({ game: gameCodeField.optional() });
export const adminRtpRow = z.object({
  game: z.string(),
  play: z.string(),
  betCount: z.number().int(),
  stakes: z.number().int(),
  payouts: z.number().int(),
  /** payouts / stakes (refunded bets excluded), null without stakes. */
  actualRtp: z.number().nullable(),
  /** From the rules' enumeration at the current rates (docs/rtp.md); null when it varies by pick. */
  theoreticalRtp: z.number().nullable(),
});
export const adminRtpData = z.object({ from: z.string(), to: z.string(), list: z.array(adminRtpRow) });
