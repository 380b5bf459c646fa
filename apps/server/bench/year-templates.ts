// Bet templates of year-of-data.ts: real plays of every game with selections the rules count, so
// the generated bets look like placed ones (their count, stake, odds snapshot and best payout).
import { countBets, playsOf, randomPick } from '@fairdraw/rules';

export interface BetTemplate {
  game: string;
  idx: number;
  play: string;
  selection: string[][];
  betCount: number;
}

/** A small seeded generator (mulberry32): the same templates every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `perGame` templates per game: plays drawn at random, a machine pick each, counted by the rules. */
export function betTemplates(games: readonly string[], perGame = 12): BetTemplate[] {
  const random = seeded(20261127);
  const out: BetTemplate[] = [];
  for (const game of games) {
    const plays = playsOf(game);
    let idx = 0;
    for (let tries = 0; idx < perGame && tries < perGame * 20; tries += 1) {
      const play = plays[Math.floor(random() * plays.length)];
      if (!play) continue;
      let selection: string[][];
      try {
        selection = randomPick(play, random);
      } catch {
        continue; // plays that need a context (e.g. a zodiac year) are left out
      }
      const betCount = countBets(game, play.code, selection);
      // Small slips, as most are: at most 10 combinations.
      if (betCount < 1 || betCount > 10) continue;
      out.push({ game, idx, play: play.code, selection, betCount });
      idx += 1;
    }
  }
  return out;
}
