import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { heapBudget } from '../../lib/heap-tuning';
import { toZonedIso } from '../../lib/zoned-time';
import { recordSettledBets } from '../agents/report-daily';
import type { DrawnIssue } from '../draws/draws.service';
import type { LiveService, NewLiveEvent } from '../live/live.service';
import type { WalletService } from '../wallet/wallet.service';
import { releaseExposures } from './exposure.repo';
import { createOutcomes } from './settlement-outcomes';
import { type RebateChain, type UserSettled, pageMoney } from './settlement-page';
import { type DrawnIssueContext, KnownRates, createSettlementRepo } from './settlement.repo';

/** The smallest adaptive page (PGlite): below it the fixed cost per transaction dominates. */
const minPageSize = 10;

/**
 * Heap growth between full collections while an issue settles (ADR 094: a 1,000,000-bet issue grows
 * the process by less than 100 MB). Collected between pages, never inside one.
 */
const garbageBudgetBytes = 40 * 2 ** 20;

/** Users' settled events recorded per transaction: PGlite keeps its one connection short. */
const announceSlice = { pglite: 100, postgres: 1000 };

export interface SettlementDeps {
  db: Db;
  wallet: WalletService;
  live: LiveService;
  logger: FastifyBaseLogger;
  timeZone: string;
  /** Bets per transaction. PGlite shares the event loop: small pages keep HTTP stalls short. */
  pageSize: number;
  /** Pages settled at once (PostgreSQL: several connections; PGlite: 1). */
  workers: number;
  /**
   * PGlite: how long one page's transaction may hold the single connection (every request waits
   * behind it). Pages start small and grow or shrink toward it, up to `pageSize`.
   */
  targetPageMs?: number;
  /**
   * PGlite: resolves when no HTTP request is being answered (or after a bound). Between pages,
   * settlement lets a request finish all its queries, not just the one that was waiting.
   */
  yieldToRequests?: () => Promise<void>;
  /** Told when an issue's last bet is settled (metrics: bets settled, lag from the draw time). */
  onIssueSettled?: (settled: { gameCode: string; drawAt: Date; bets: number }) => void;
}

/** One settlement run of an issue, shared by its page workers. */
interface IssueRun {
  issueId: number;
  drawn: DrawnIssueContext;
  settledByUser: Map<number, UserSettled>;
  /**
   * The highest bet id handed out to a page. A page that fails and rolls back leaves its bets
   * behind this mark; the issue then stays unsettled and the sweep runs it again from the start.
   */
  cursor: { afterId: number };
  outcomeOf: ReturnType<typeof createOutcomes>;
  /**
   * Each bettor's ancestors and rebates, read once per run (a user's bets fill every page). The
   * chain as it was when the run read it; a rebate changed mid-settlement applies from the next issue.
   */
  chains: Map<number, RebateChain>;
  /** The odds snapshots the run has read, per play: pages return only the ones that differ. */
  knownRates: KnownRates;
}

/**
 * Settles drawn issues exactly once per bet, even across crashes and processes: each page locks its
 * bets (SKIP LOCKED), updates only still-pending ones, and writes payouts, refunds and rebates as
 * ledger transfers keyed by the bet in the same transaction. A restart finds what is still pending.
 */
export function createSettlementService(deps: SettlementDeps) {
  const repo = createSettlementRepo();
  const queue: number[] = [];
  let running: Promise<void> | null = null;
  let stopped = false;

  async function settlePage(issue: IssueRun, size: number): Promise<number> {
    const { issueId, settledByUser, cursor, drawn } = issue;
    const { perUser, count } = await deps.db.transaction(async (tx) => {
      const page = await repo.lockPage(issueId, cursor.afterId, size, issue.knownRates, tx);
      const lastId = page.at(-1)?.id;
      if (lastId !== undefined) cursor.afterId = Math.max(cursor.afterId, lastId);
      if (!page.length) return { perUser: new Map<number, UserSettled>(), count: 0 };
      const outcomes = page.map(issue.outcomeOf);
      const written = new Set(await repo.writeOutcomes(issueId, outcomes, tx));
      const byId = new Map(page.map((b) => [b.id, b]));
      const settled = outcomes.filter((o) => written.has(o.id));

      // Each user's pot shard, asked once per page (the wallet caches it); a trial user's is keyed negative.
      const pots = new Map<number, number>();
      const potKey = (bet: { userId: number; isTrial: boolean }) => (bet.isTrial ? -bet.userId : bet.userId);
      const potOf = async (bet: { userId: number; isTrial: boolean }) => {
        let id = pots.get(potKey(bet));
        if (id === undefined) {
          id = await deps.wallet.potAccountId(bet.isTrial ? 'demo' : 'house', bet.userId, tx);
          pots.set(potKey(bet), id);
        }
        return id;
      };
      const rebateUsers = new Set<number>();
      for (const o of settled) {
        const bet = byId.get(o.id);
        if (!bet) continue;
        if (!pots.has(potKey(bet))) await potOf(bet);
        if (o.outcome.status !== 'refunded' && !bet.isTrial) rebateUsers.add(bet.userId);
      }
      const unknownChains = [...rebateUsers].filter((u) => !issue.chains.has(u));
      for (const [userId, chain] of await repo.rebateChains(unknownChains, tx))
        issue.chains.set(userId, chain);
      const money = pageMoney({
        drawn,
        settled,
        betsById: byId,
        chainOf: (userId) => issue.chains.get(userId) ?? [],
        potOf: (bet) => pots.get(potKey(bet)) ?? 0,
      });
      const transfers = money.transfers;

      // Stop-on-win chases: refund every later issue not yet closed.
      const wonChases = [
        ...new Set(
          settled
            .filter((o) => o.outcome.status === 'won')
            .map((o) => byId.get(o.id)?.chaseNo)
            .filter((c): c is string => Boolean(c)),
        ),
      ];
      const stoppedChaseBets = await repo.stopChases(wonChases, tx);
      for (const c of stoppedChaseBets) {
        transfers.push({
          idempotencyKey: `chase-stop:${c.id}`,
          type: 'betting',
          from: { accountId: await potOf(c) },
          to: { userId: c.userId },
          amountFen: c.amountFen,
          remark: 'chase stopped after a win',
        });
      }
      const chaseNos = [...new Set(page.map((b) => b.chaseNo).filter((c): c is string => Boolean(c)))];
      await repo.finishChases(chaseNos, tx);

      await deps.wallet.postBatch(transfers, tx);
      await releaseExposures(stoppedChaseBets, tx); // after the accounts, as every writer (exposure.repo.ts)
      // Agents' daily report rows (ADR 071): same transaction, so a bet is counted exactly once.
      await recordSettledBets(money.figures, money.rebateShares, deps.timeZone, tx);
      return { perUser: money.perUser, count: page.length };
    });
    // Only what committed is announced.
    for (const [userId, e] of perUser) {
      const entry = settledByUser.get(userId);
      if (!entry) settledByUser.set(userId, e);
      else {
        entry.betIds.push(...e.betIds);
        entry.payout += e.payout;
      }
    }
    return count;
  }

  /**
   * PGlite shares the event loop: a real pause, not just a tick, lets requests that arrived meanwhile
   * be read; then they keep the single connection for every query of theirs until answered.
   */
  async function yieldToRequests() {
    await new Promise((r) => setTimeout(r, 2));
    await deps.yieldToRequests?.();
  }

  /**
   * One `settled` event per user of the issue, with the balance settlement left (not one per page:
   * an issue of 100,000 bets was 20 pages × every user's event). After a crash the restart announces
   * what it settled itself; balances are in the books either way.
   */
  async function announce(settledByUser: ReadonlyMap<number, UserSettled>) {
    const users = [...settledByUser.entries()];
    // In slices, so no transaction holds PGlite's single connection long.
    const size = deps.targetPageMs ? announceSlice.pglite : announceSlice.postgres;
    for (let from = 0; from < users.length; from += size) {
      const slice = users.slice(from, from + size);
      const events = await deps.db.transaction(async (tx) => {
        const balances = await deps.wallet.balancesOf(
          slice.map(([userId]) => userId),
          tx,
        );
        const newEvents: NewLiveEvent<'settled'>[] = slice.map(([userId, e]) => ({
          kind: 'settled',
          userId,
          payload: {
            game: e.game,
            issue: e.issue,
            betIds: e.betIds,
            payout: e.payout,
            balance: balances.get(userId) ?? 0,
          },
        }));
        return deps.live.record(newEvents, tx);
      });
      await deps.live.broadcast(events);
      if (deps.targetPageMs) await yieldToRequests();
    }
  }

  /**
   * Every page of one issue, by `workers` concurrent page loops (SKIP LOCKED gives each its own
   * page; PostgreSQL works on one while the rules settle another), then the users' events.
   */
  async function settleIssue(issueId: number): Promise<number> {
    const drawn = await repo.drawnIssue(issueId, deps.db);
    if (!drawn) return 0;
    const issue: IssueRun = {
      issueId,
      drawn,
      settledByUser: new Map(),
      cursor: { afterId: 0 },
      outcomeOf: createOutcomes(drawn),
      chains: new Map(),
      knownRates: new KnownRates(),
    };
    let total = 0;
    const target = deps.targetPageMs;
    const heap = heapBudget(garbageBudgetBytes);
    const worker = async () => {
      // PGlite: the first page is the slowest per bet (cold plans and code): it starts smallest.
      let size = target ? Math.min(minPageSize, deps.pageSize) : deps.pageSize;
      for (;;) {
        if (target) await yieldToRequests();
        const started = performance.now();
        const n = await settlePage(issue, size);
        total += n;
        if (n < size || stopped) return;
        heap.check();
        if (target) {
          const ms = performance.now() - started;
          if (ms > target) size = Math.max(minPageSize, Math.floor(size / 2));
          else if (ms < target / 2) size = Math.min(deps.pageSize, size * 2);
        }
      }
    };
    const runs = await Promise.allSettled(Array.from({ length: deps.workers }, worker));
    await announce(issue.settledByUser);
    const failed = runs.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    if (!stopped) {
      await repo.markSettled(issueId, deps.db);
      if (drawn.drawAt)
        deps.onIssueSettled?.({ gameCode: drawn.gameCode, drawAt: drawn.drawAt, bets: total });
    }
    return total;
  }

  async function drain(): Promise<void> {
    while (queue.length && !stopped) {
      const issueId = queue.shift();
      if (issueId === undefined) break;
      try {
        await settleIssue(issueId);
      } catch (err) {
        deps.logger.error({ err, issueId }, 'settlement failed; the sweep retries it');
      }
    }
  }

  function enqueue(ids: readonly number[]) {
    for (const id of ids) if (!queue.includes(id)) queue.push(id);
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    settleIssue,
    /** draws.onDrawn: settle in the background (the draw loop never waits for settlement). */
    onDrawn(drawn: readonly DrawnIssue[]): Promise<void> {
      void enqueue(drawn.map((d) => d.id));
      return Promise.resolve();
    },
    /** Finds drawn issues with pending bets (after a crash or in another process's absence). */
    async sweep(): Promise<void> {
      const ids = await repo.issuesToSettle(100, deps.db);
      if (ids.length) await enqueue(ids);
    },
    /** Waits until the queue is empty (tests, shutdown). */
    idle: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      await (running ?? Promise.resolve());
    },
    iso: (d: Date) => toZonedIso(d, deps.timeZone),
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
