import type { RebateShare, SettledBetFigures } from '../agents/report-daily';
import type { BatchTransfer } from '../wallet/wallet-batch';
import type { DrawnIssueContext, PendingBet, SettledBet } from './settlement.repo';

/** A bettor's ancestors and their rebates (‰), the bettor first. */
export type RebateChain = readonly { userId: number; rebate: number }[];

/** What a user's settled bets of one issue come to (their `settled` event). */
export interface UserSettled {
  betIds: number[];
  payout: number;
  game: string;
  issue: string;
}

export interface PageMoneyInput {
  drawn: DrawnIssueContext;
  /** The outcomes this page's UPDATE actually wrote (still pending until then). */
  settled: readonly SettledBet[];
  betsById: ReadonlyMap<number, PendingBet>;
  chainOf: (userId: number) => RebateChain;
  /** The pot shard a bet's stake went to (house or demo). */
  potOf: (bet: PendingBet) => number;
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
export function pageMoney({ drawn, settled, betsById, chainOf, potOf }: PageMoneyInput): PageMoney {
  const transfers: BatchTransfer[] = [];
  const remark = `${drawn.gameCode} ${drawn.issue}`;
  const figures = new Map<number, Map<string, SettledBetFigures>>();
  const shares = new Map<number, Map<string, RebateShare>>();
  const rebates = new Map<number, Map<number, { amount: number; firstBetId: number; bets: number }>>();
  const perUser = new Map<number, UserSettled>();

  for (const { id, outcome } of settled) {
    const bet = betsById.get(id);
    if (!bet) continue;
    const { status, payoutFen, refundCount } = outcome;
    const pot = potOf(bet);
    if (payoutFen > 0) {
      transfers.push({
        idempotencyKey: `settle:${bet.id}`,
        type: status === 'won' ? 'payout' : 'betting',
        from: { accountId: pot },
        to: { userId: bet.userId },
        amountFen: payoutFen,
        remark,
      });
    }
    let user = perUser.get(bet.userId);
    if (!user) {
      user = { betIds: [], payout: 0, game: drawn.gameCode, issue: drawn.issue };
      perUser.set(bet.userId, user);
    }
    user.betIds.push(id);
    user.payout += payoutFen;

    // Demo money is in no report and earns nobody a rebate.
    if (bet.isTrial) continue;
    const unit = bet.unitPriceFen * bet.multiple;
    const figure = entryOf(figures, bet.userId, bet.playCode, () => ({
      userId: bet.userId,
      gameCode: drawn.gameCode,
      playCode: bet.playCode,
      isTrial: false,
      bettingFen: 0,
      winningsFen: 0,
      bets: 0,
    }));
    figure.bettingFen += unit * (bet.betCount - refundCount);
    figure.winningsFen += payoutFen - unit * refundCount;
    figure.bets += 1;

    // README "People and rebates": on settled (not refunded) stake.
    if (status === 'refunded') continue;
    const base = unit * (bet.betCount - refundCount);
    const chain = chainOf(bet.userId);
    for (let depth = 0; depth < chain.length; depth += 1) {
      const member = chain[depth];
      if (!member) continue;
      const below = depth === 0 ? 0 : (chain[depth - 1]?.rebate ?? 0);
      const amount = Math.floor((base * (member.rebate - below)) / 1000);
      if (amount <= 0) continue;
      entryOf(shares, member.userId, bet.playCode, () => ({
        userId: member.userId,
        gameCode: drawn.gameCode,
        playCode: bet.playCode,
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
        entry.firstBetId = Math.min(entry.firstBetId, bet.id);
      } else byPot.set(pot, { amount, firstBetId: bet.id, bets: 1 });
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
