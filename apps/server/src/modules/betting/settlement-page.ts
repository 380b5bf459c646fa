import type { RebateShare, SettledBetFigures } from '../agents/report-daily';
import type { BatchTransfer } from '../wallet/wallet-batch';
import type { BetOutcome, DrawnIssueContext, PendingBet, WrittenBets } from './settlement.repo';

/** A bettor's ancestors and their rebates (‰), the bettor first. */
export type RebateChain = readonly { userId: number; rebate: number }[];

/** What a user's settled bets of one issue come to (their `settled` event). */
export interface UserSettled {
  betIds: number[];
  payout: number;
  game: string;
  issue: string;
}

/**
 * A page's bets column by column, each with its outcome: numbers in arrays, plays and outcomes
 * shared objects, so nothing made per bet outlives the reading of its row. As 20,000 objects a page
 * outlived the young generation's collections (it lives for its transaction) and was copied and
 * promoted: about 40 % of settlement's node CPU went to garbage collection (docs/performance.md).
 */
export class BetColumns {
  readonly ids: number[] = [];
  readonly userIds: number[] = [];
  readonly trial: boolean[] = [];
  readonly plays: string[] = [];
  /** Unit price × multiple (fen): a combination's stake. */
  readonly stakes: number[] = [];
  readonly betCounts: number[] = [];
  readonly outcomes: BetOutcome[] = [];
  /** The bet's chase, or null (most bets). */
  readonly chaseNos: (string | null)[] = [];
  /** One string per play code: the row's own copy dies with the row. */
  private readonly playCodes = new Map<string, string>();

  get length(): number {
    return this.ids.length;
  }

  add(bet: Readonly<PendingBet>, outcome: BetOutcome): void {
    let play = this.playCodes.get(bet.playCode);
    if (play === undefined) {
      play = bet.playCode;
      this.playCodes.set(play, play);
    }
    this.ids.push(bet.id);
    this.userIds.push(bet.userId);
    this.trial.push(bet.isTrial);
    this.plays.push(play);
    this.stakes.push(bet.unitPriceFen * bet.multiple);
    this.betCounts.push(bet.betCount);
    this.outcomes.push(outcome);
    this.chaseNos.push(bet.chaseNo);
  }
}

export interface PageMoneyInput {
  drawn: DrawnIssueContext;
  page: BetColumns;
  /** The bets this page's UPDATE actually wrote (still pending until then). */
  written: WrittenBets;
  chainOf: (userId: number) => RebateChain;
  /** The pot shard a bet's stake went to (house or demo). */
  potOf: (userId: number, isTrial: boolean) => number;
}

export interface PageMoney {
  transfers: BatchTransfer[];
  /** Per bettor and play: the daily report's figures (trial bets left out). */
  figures: SettledBetFigures[];
  /** Per receiver and play: the rebates of the page. */
  rebateShares: RebateShare[];
  perUser: Map<number, UserSettled>;
}

/** Nested maps: one lookup per level, no key string built per bet (100,000 bets an issue). */
function entryOf<V>(map: Map<number, Map<string, V>>, id: number, key: string, create: () => V): V {
  let inner = map.get(id);
  if (!inner) {
    inner = new Map();
    map.set(id, inner);
  }
  let value = inner.get(key);
  if (value === undefined) {
    value = create();
    inner.set(key, value);
  }
  return value;
}

/**
 * The money of one settled page, in one pass over its bets: a payout or refund transfer per bet,
 * one rebate transfer per receiver and pot shard (each bet's share rounded down on its own, then
 * summed: README "People and rebates", ADR 013), the daily report's figures and each user's event.
 */
export function pageMoney({ drawn, page, written, chainOf, potOf }: PageMoneyInput): PageMoney {
  const transfers: BatchTransfer[] = [];
  const remark = `${drawn.gameCode} ${drawn.issue}`;
  const figures = new Map<number, Map<string, SettledBetFigures>>();
  const shares = new Map<number, Map<string, RebateShare>>();
  const rebates = new Map<number, Map<number, { amount: number; firstBetId: number; bets: number }>>();
  const perUser = new Map<number, UserSettled>();
  const { ids, userIds, trial, plays, stakes, betCounts, outcomes } = page;

  for (let i = 0; i < page.length; i += 1) {
    const id = ids[i] ?? 0;
    const outcome = outcomes[i];
    if (!outcome || (written !== 'all' && !written.has(id))) continue;
    const userId = userIds[i] ?? 0;
    const isTrial = trial[i] ?? false;
    const playCode = plays[i] ?? '';
    const { status, payoutFen, refundCount } = outcome;
    const pot = potOf(userId, isTrial);
    if (payoutFen > 0) {
      transfers.push({
        idempotencyKey: `settle:${id}`,
        type: status === 'won' ? 'payout' : 'betting',
        from: { accountId: pot },
        to: { userId },
        amountFen: payoutFen,
        remark,
      });
    }
    let user = perUser.get(userId);
    if (!user) {
      user = { betIds: [], payout: 0, game: drawn.gameCode, issue: drawn.issue };
      perUser.set(userId, user);
    }
    user.betIds.push(id);
    user.payout += payoutFen;

    // Demo money is in no report and earns nobody a rebate.
    if (isTrial) continue;
    const unit = stakes[i] ?? 0;
    const betCount = betCounts[i] ?? 0;
    const figure = entryOf(figures, userId, playCode, () => ({
      userId,
      gameCode: drawn.gameCode,
      playCode,
      isTrial: false,
      bettingFen: 0,
      winningsFen: 0,
      bets: 0,
    }));
    figure.bettingFen += unit * (betCount - refundCount);
    figure.winningsFen += payoutFen - unit * refundCount;
    figure.bets += 1;

    // README "People and rebates": on settled (not refunded) stake.
    if (status === 'refunded') continue;
    const base = unit * (betCount - refundCount);
    const chain = chainOf(userId);
    for (let depth = 0; depth < chain.length; depth += 1) {
      const member = chain[depth];
      if (!member) continue;
      const below = depth === 0 ? 0 : (chain[depth - 1]?.rebate ?? 0);
      const amount = Math.floor((base * (member.rebate - below)) / 1000);
      if (amount <= 0) continue;
      entryOf(shares, member.userId, playCode, () => ({
        userId: member.userId,
        gameCode: drawn.gameCode,
        playCode,
        amountFen: 0,
      })).amountFen += amount;
      // Per receiver and pot shard: money leaves the shard the stake went to.
      let byPot = rebates.get(member.userId);
      if (!byPot) {
        byPot = new Map();
        rebates.set(member.userId, byPot);
      }
      const entry = byPot.get(pot);
      if (entry) {
        entry.amount += amount;
        entry.bets += 1;
        entry.firstBetId = Math.min(entry.firstBetId, id);
      } else byPot.set(pot, { amount, firstBetId: id, bets: 1 });
    }
  }

  // The key names the page's first rebated bet — unique because pages never share bets — and
  // commits with the bets' statuses: a rebate exists iff its page settled, and a re-run page
  // (after a crash) recreates the same keys.
  let firstRebated = Infinity;
  for (const byPot of rebates.values())
    for (const r of byPot.values()) firstRebated = Math.min(firstRebated, r.firstBetId);
  for (const [userId, byPot] of rebates)
    for (const [pot, r] of byPot)
      transfers.push({
        idempotencyKey: `rebate:${firstRebated}:${userId}:${pot}`,
        type: 'rebate',
        from: { accountId: pot },
        to: { userId },
        amountFen: r.amount,
        remark: `${r.bets} bets, ${remark}`,
      });

  const flat = <V>(map: Map<number, Map<string, V>>) =>
    [...map.values()].flatMap((inner) => [...inner.values()]);
  return { transfers, figures: flat(figures), rebateShares: flat(shares), perUser };
}
