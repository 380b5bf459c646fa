import { describe, expect, it } from 'vitest';

import * as rules from './index';

describe('public entry point', () => {
  it('exports the core API and every family', () => {
    const functions = [
      'playsOf',
      'findPlay',
      'catalogOf',
      'playGroupOf',
      'stableId',
      'countBets',
      'validateBet',
      'validateSelection',
      'selectionSchema',
      'betSchemaFor',
      'betAmountFen',
      'settleBet',
      'settlementPayoutFen',
      'betOutcome',
      'toggleItem',
      'clearSelection',
      'quickPick',
      'applyQuickPick',
      'randomPick',
      'largestSelection',
      'parseTypedEntries',
      'countTypedEntries',
      'isTypedEntry',
      'previewBet',
      'commitmentOf',
      'byteStream',
      'uniform',
      'deriveResult',
      'isValidSeedHex',
      'verifyDraw',
      'textOf',
      'k3RtpRows',
      'fiveBallRtpRows',
      'racingRtpRows',
      'markSixRtpRows',
    ] as const;
    for (const name of functions) expect(typeof rules[name]).toBe('function');
    expect(rules.betSchema.safeParse({}).success).toBe(false);
    expect(rules.limits.betCombinationsMax).toBe(100_000);
  });

  it('the registry serves the exported family plays and texts', () => {
    expect(rules.playsByFamily).toEqual({
      k3: rules.k3Plays,
      fiveball: rules.fiveBallPlays,
      racing: rules.racingPlays,
      marksix: rules.markSixPlays,
    });
    for (const map of [
      rules.coreTexts,
      rules.k3Texts,
      rules.fiveballTexts,
      rules.racingTexts,
      rules.marksixTexts,
    ]) {
      for (const [key, text] of Object.entries(map.en)) expect(rules.textOf('en', key)).toBe(text);
    }
  });
});
