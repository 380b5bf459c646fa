/**
 * Writes src/modules/admin/rtp-probabilities.json: per family, play and rate key, the exact win and
 * refund probability of one combination, from the rules package's RTP rows (the same source as
 * docs/rtp.md). The back office's RTP monitor multiplies them by the odds in force; computing them
 * per request would take seconds (five-ball enumeration), so they are generated once.
 * Run: npx tsx apps/server/scripts/rtp-probabilities.ts (after a change of the rules' plays).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { fiveBallRtpRows, k3RtpRows, markSixRtpRows, racingRtpRows } from '@fairdraw/rules';

const out = fileURLToPath(new URL('../src/modules/admin/rtp-probabilities.json', import.meta.url));
const rows = [k3RtpRows, fiveBallRtpRows, racingRtpRows, markSixRtpRows].flatMap((f) =>
  f().map((r) => ({
    family: r.family,
    play: r.play,
    rateKey: r.rateKey,
    win: r.winProbability,
    refund: r.refundProbability,
  })),
);
writeFileSync(out, `${JSON.stringify(rows, null, 1)}\n`);
console.log(`wrote ${rows.length} rows to ${out}`);
