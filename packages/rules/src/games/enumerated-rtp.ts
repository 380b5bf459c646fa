import type { FamilyCode, RateSpec, RtpRow } from './types';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export interface EnumeratedTally {
  readonly family: FamilyCode;
  readonly play: string;
  readonly rateKey: string;
  readonly spec: RateSpec;
  /** Default rate in hundredths. */
  readonly rate: number;
  /** Combination-outcome pairs settled, and the hundredths of odds their wins paid. */
  readonly trials: number;
  readonly paidHundredths: number;
  /** Denominator the refund fraction is written with. */
  readonly refundDenominator: number;
}

/**
 * One RTP row from an enumeration: hundredths of odds paid per trial are already percent of the
 * stake; the policy return is rate / 100 x p(win) + p(refund).
 */
export function enumeratedRtpRow(t: EnumeratedTally): RtpRow {
  const refund = t.spec.refundNumerator ?? 0;
  return {
    family: t.family,
    play: t.play,
    rateKey: t.rateKey,
    policy: t.spec.policy,
    rate: t.rate,
    winProbability: `${t.spec.winNumerator}/${t.spec.winDenominator}`,
    refundProbability: `${refund}/${t.refundDenominator}`,
    rtpPercent: t.trials === 0 ? 0 : round4(t.paidHundredths / t.trials),
    policyRtpPercent: round4((t.rate * t.spec.winNumerator + 100 * refund) / t.spec.winDenominator),
    method: 'enumeration',
  };
}
