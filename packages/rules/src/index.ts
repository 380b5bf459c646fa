// The only entry point other packages import.
export * from './account';
export * from './bet/count';
export * from './bet/random-pick';
export * from './bet/schema';
export * from './bet/selection';
export * from './bet/settle';
export * from './bet/typed-entry';
export * from './bet/validate';
export * from './combinatorics';
export * from './draws/fair-draw';
export * from './draws/result-length';
export { fiveBallPlays, fiveBallRtpRows } from './games/five-ball';
export * from './games/games';
export { k3Plays, k3RtpRows } from './games/k3';
export {
  markSixPlays,
  markSixRtpRows,
  yearAnimal,
  zodiacCycle,
  zodiacItemRateKey,
  zodiacNumbers,
  zodiacOf,
  zodiacSwitchDates,
  zodiacYearAt,
} from './games/mark-six';
export type { ZodiacAnimal, ZodiacSwitch } from './games/mark-six';
export { waveOf } from './games/mark-six-attributes';
export { parlayCode, parlayTicketRate } from './games/mark-six-parlay';
export type { Wave } from './games/mark-six-attributes';
export * from './games/play-group';
export { racingPlays, racingRtpRows } from './games/racing';
export * from './games/registry';
export * from './games/types';
export { coreTexts } from './i18n/core-texts';
export { fiveballTexts } from './i18n/fiveball-texts';
export { k3Texts } from './i18n/k3-texts';
export { marksixTexts } from './i18n/marksix-texts';
export { racingTexts } from './i18n/racing-texts';
export * from './i18n/texts';
export * from './language';
export * as limits from './limits';
export * from './money';
export * from './payout-address';
