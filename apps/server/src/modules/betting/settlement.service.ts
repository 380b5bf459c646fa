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
import { BetColumns, type RebateChain, type UserSettled, pageMoney } from './settlement-page';
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
   * PostgreSQL: bets per page while the server is serving HTTP requests (`serving`). Such pages run
   * one at a time, each after `yieldToRequests`: a large issue drawn under load (the peak's orders)
   * then settles over seconds beside the requests instead of taking the cores from them.
   */
  busyPageSize?: number;
  /**
   * Requests are being answered, or were a moment ago: a page started now would meet the next ones
   * (a large page, once started, runs to its end however many requests arrive meanwhile).
   */
  serving?: () => boolean;
  /**
   * Resolves when no HTTP request is being answered (or after a bound). Between pages, settlement
   * lets a request finish all its queries, not just the one that was waiting.
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
  /** A page came back short (no bet is left) or a worker failed: the workers still looping stop. */
  exhausted: boolean;
  /**
   * The page read in progress: workers read one after another (then settle side by side). Read side
   * by side, the second worker's scan met the first's locked rows and skipped them one by one (SKIP
   * LOCKED: 40,000 rows scanned for a page of 20,000), and the two pages interleaved.
   */
  reading: Promise<unknown>;
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
      // Each bet's outcome as its row arrives (the rules, once per distinct bet: ADR 093).
      const page = new BetColumns();
      const read = issue.reading.then(async () => {
        await repo.lockPage(issueId, cursor.afterId, size, issue.knownRates, tx, (bet) =>
          page.add(bet, issue.outcomeOf(bet)),
        );
        const lastId = page.ids.at(-1);
        if (lastId !== undefined) cursor.afterId = Math.max(cursor.afterId, lastId);
      });
      issue.reading = read.catch(() => undefined);
      await read;
      if (!page.length) return { perUser: new Map<number, UserSettled>(), count: 0 };
      const written = await repo.writeOutcomes(issueId, page.ids, page.outcomes, tx);
      const isWritten = (id: number) => written === 'all' || written.has(id);

      // Each user's pot shard, asked once per page (the wallet caches it); a trial user's is keyed negative.
      const pots = new Map<number, number>();
      const potKey = (userId: number, isTrial: boolean) => (isTrial ? -userId : userId);
      const potOf = async (userId: number, isTrial: boolean) => {
        let id = pots.get(potKey(userId, isTrial));
        if (id === undefined) {
          id = await deps.wallet.potAccountId(isTrial ? 'demo' : 'house', userId, tx);
          pots.set(potKey(userId, isTrial), id);
        }
        return id;
      };
      const rebateUsers = new Set<number>();
      const wonChases = new Set<string>();
      const chaseNos = new Set<string>();
      for (let i = 0; i < page.length; i += 1) {
        const chaseNo = page.chaseNos[i];
        if (chaseNo) chaseNos.add(chaseNo);
        const id = page.ids[i] ?? 0;
        const outcome = page.outcomes[i];
        if (!outcome || !isWritten(id)) continue;
        const userId = page.userIds[i] ?? 0;
        const isTrial = page.trial[i] ?? false;
        if (!pots.has(potKey(userId, isTrial))) await potOf(userId, isTrial);
        if (outcome.status !== 'refunded' && !isTrial) rebateUsers.add(userId);
        // Stop-on-win chases: every later issue not yet closed is refunded (below).
        if (chaseNo && outcome.status === 'won') wonChases.add(chaseNo);
      }
      const unknownChains = [...rebateUsers].filter((u) => !issue.chains.has(u));
      for (const [userId, chain] of await repo.rebateChains(unknownChains, tx))
        issue.chains.set(userId, chain);
      const money = pageMoney({
        drawn,
        page,
        written,
        chainOf: (userId) => issue.chains.get(userId) ?? [],
        potOf: (userId, isTrial) => pots.get(potKey(userId, isTrial)) ?? 0,
      });
      const transfers = money.transfers;

      const stoppedChaseBets = await repo.stopChases([...wonChases], tx);
      for (const c of stoppedChaseBets) {
        transfers.push({
          idempotencyKey: `chase-stop:${c.id}`,
          type: 'betting',
          from: { accountId: await potOf(c.userId, c.isTrial) },
          to: { userId: c.userId },
          amountFen: c.amountFen,
          remark: 'chase stopped after a win',
        });
      }
      await repo.finishChases([...chaseNos], tx);

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
      exhausted: false,
      reading: Promise.resolve(),
      outcomeOf: createOutcomes(drawn),
      chains: new Map(),
      knownRates: new KnownRates(),
    };
    let total = 0;
    const target = deps.targetPageMs;
    const heap = heapBudget(garbageBudgetBytes);
    // The page size while the server is serving requests; null when it is not (or never paces).
    const busyPageSize = () =>
      deps.busyPageSize !== undefined && deps.serving?.() ? deps.busyPageSize : null;
    const worker = async (index: number) => {
      // PGlite: the first page is the slowest per bet (cold plans and code): it starts smallest.
      let size = target ? Math.min(minPageSize, deps.pageSize) : deps.pageSize;
      while (!issue.exhausted && !stopped) {
        if (target) await yieldToRequests();
        else if (busyPageSize() !== null) {
          await yieldToRequests();
          const stillBusy = busyPageSize();
          // Still busy: one small page at a time (the first worker's), then the next pause.
          if (stillBusy !== null && index > 0) continue;
          size = stillBusy ?? deps.pageSize;
        } else size = deps.pageSize;
        const started = performance.now();
        const n = await settlePage(issue, size);
        total += n;
        if (n < size) issue.exhausted = true;
        if (n < size || stopped) return;
        heap.check();
        if (target) {
          const ms = performance.now() - started;
          if (ms > target) size = Math.max(minPageSize, Math.floor(size / 2));
          else if (ms < target / 2) size = Math.min(deps.pageSize, size * 2);
        }
      }
    };
    // A worker that fails ends the others too (they may be waiting for the first one's turn).
    const run = (index: number) =>
      worker(index).catch((err: unknown) => {
        issue.exhausted = true;
        throw err;
      });
    const runs = await Promise.allSettled(Array.from({ length: deps.workers }, (_, index) => run(index)));
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
