import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { ResponseCode } from '@fairdraw/contract';
import { commitmentOf, deriveResult, findGame, verifyDraw, zodiacYearAt } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import type { drawIssues } from '../../db/schema/draws';
import { AppError } from '../../lib/app-error';
import type { SeedCipher } from '../../lib/seed-cipher';
import { toZonedIso, zonedDate } from '../../lib/zoned-time';
import type { GameRow } from '../games/games.service';
import type { GamesService } from '../games/games.service';
import type { NewLiveEvent } from '../live/live.service';
import type { LiveService } from '../live/live.service';
import { type PublicIssueRow, createDrawsRepo } from './draws.repo';
import { issuesAheadFor, slotsFrom } from './schedule';

/** What settlement (or anyone else) learns when an issue is drawn: never bets, never balances. */
export interface DrawnIssue {
  id: number;
  game: string;
  issue: string;
  result: number[];
  zodiacYear: number | null;
  drawAt: Date;
}
export type DrawnListener = (drawn: readonly DrawnIssue[]) => Promise<void>;

export interface DrawsDeps {
  db: Db;
  games: GamesService;
  live: LiveService;
  seedCipher: SeedCipher;
  timeZone: string;
  timeScale: number;
  /** 0: the README's default (24 hours of issues, at least 120). */
  issuesAhead: number;
  logger: FastifyBaseLogger;
}

const seedContext = (game: string, issue: string) => `${game}:${issue}`;
const drawBatch = 50;

/**
 * The server's own lotteries (README "Fair draws"): issues are created ahead with a committed seed,
 * opened, closed and drawn by the database's clock, exactly once across any number of processes.
 * This module reads games and writes live events; it never reads bets, balances or exposure.
 */
export function createDrawsService(deps: DrawsDeps) {
  const repo = createDrawsRepo(deps.db);
  const listeners: DrawnListener[] = [];
  const iso = (d: Date) => toZonedIso(d, deps.timeZone);

  async function requireGame(code: string): Promise<GameRow> {
    const game = await deps.games.findGame(code);
    if (!game?.enabled) throw new AppError('draw.gameNotFound', ResponseCode.notFound);
    return game;
  }

  async function ensureAheadOf(game: GameRow, now: Date): Promise<number> {
    const target = issuesAheadFor(game, deps.issuesAhead);
    const { lastDrawAt, ahead } = await repo.horizonOf(game.code, now);
    if (ahead >= target) return 0;
    // After a long stop the grid resumes at now: slots nobody could bet on are never created.
    const from = lastDrawAt && lastDrawAt > now ? lastDrawAt : now;
    const slots = slotsFrom(from, target - ahead, game, deps.timeZone, deps.timeScale);
    const rows: (typeof drawIssues.$inferInsert)[] = slots.map((slot) => {
      const seed = randomBytes(32).toString('hex');
      const openAt = new Date(Math.max(slot.startAt.getTime(), from.getTime()));
      return {
        gameCode: game.code,
        issue: slot.issue,
        openAt,
        closeAt: new Date(Math.max(slot.closeAt.getTime(), openAt.getTime())),
        drawAt: slot.drawAt,
        commitment: commitmentOf(seed),
        seedCipher: deps.seedCipher.encrypt(seed, seedContext(game.code, slot.issue)),
      };
    });
    return repo.insertIssues(rows);
  }

  function zodiacYearOf(game: string, drawAt: Date): number | null {
    return findGame(game)?.family === 'marksix' ? zodiacYearAt(zonedDate(drawAt, deps.timeZone)) : null;
  }

  const resultEvent = (row: PublicIssueRow): NewLiveEvent<'result'> => ({
    kind: 'result',
    userId: null,
    payload: {
      game: row.gameCode,
      issue: row.issue,
      result: row.result ?? [],
      seed: row.seed ?? '',
      commitment: row.commitment,
      drawAt: iso(row.drawAt),
      drawnAt: iso(row.drawnAt ?? row.drawAt),
    },
  });

  /** Draws due issues in order, a batch per transaction; returns what it drew (for settlement). */
  async function drawDue(): Promise<DrawnIssue[]> {
    const drawn: DrawnIssue[] = [];
    for (;;) {
      const { batch, events } = await deps.db.transaction(async (tx) => {
        const due = await repo.claimDue(drawBatch, tx);
        const rows: PublicIssueRow[] = [];
        for (const issue of due) {
          const seed = deps.seedCipher.decrypt(issue.seedCipher, seedContext(issue.gameCode, issue.issue));
          const result = deriveResult(issue.gameCode, issue.issue, seed);
          const zodiacYear = zodiacYearOf(issue.gameCode, issue.drawAt);
          const row = await repo.markDrawn(issue.id, { seed, result, zodiacYear }, tx);
          if (row) rows.push(row);
        }
        const stored = await deps.live.record(rows.map(resultEvent), tx);
        return { batch: rows, events: stored };
      });
      await deps.live.broadcast(events);
      for (const row of batch) {
        drawn.push({
          id: row.id,
          game: row.gameCode,
          issue: row.issue,
          result: row.result ?? [],
          zodiacYear: row.zodiacYear,
          drawAt: row.drawAt,
        });
      }
      if (batch.length < drawBatch) break;
    }
    if (drawn.length) {
      for (const listener of listeners) {
        try {
          await listener(drawn);
        } catch (err) {
          deps.logger.error({ err }, 'a draw listener failed (it recovers on its own sweep)');
        }
      }
    }
    return drawn;
  }

  /** `issue` and `closing` events, once each; moments long past (after a stop) pass silently. */
  async function announce(): Promise<void> {
    const events = await deps.db.transaction(async (tx) => {
      const now = await repo.now(tx);
      const opened = await repo.claimAnnouncements('open', tx);
      const closed = await repo.claimAnnouncements('close', tx);
      const fresh: NewLiveEvent[] = [
        ...opened
          .filter((r) => r.closeAt > now && !r.drawnAt)
          .map((r): NewLiveEvent<'issue'> => ({
            kind: 'issue',
            userId: null,
            payload: {
              game: r.gameCode,
              issue: r.issue,
              openAt: iso(r.openAt),
              closeAt: iso(r.closeAt),
              drawAt: iso(r.drawAt),
              commitment: r.commitment,
            },
          })),
        ...closed
          .filter((r) => r.drawAt > now && !r.drawnAt)
          .map((r): NewLiveEvent<'closing'> => ({
            kind: 'closing',
            userId: null,
            payload: { game: r.gameCode, issue: r.issue, closeAt: iso(r.closeAt), drawAt: iso(r.drawAt) },
          })),
      ];
      return deps.live.record(fresh, tx);
    });
    await deps.live.broadcast(events);
  }

  return {
    /** Creates the issues every enabled game keeps ahead; safe to run from several processes. */
    async ensureAhead(): Promise<number> {
      const now = await repo.now();
      let created = 0;
      for (const game of await deps.games.listGames()) {
        if (game.enabled) created += await ensureAheadOf(game, now);
      }
      return created;
    },

    drawDue,
    announce,

    /** Settlement subscribes here: told after each batch of draws commits (in this process). */
    onDrawn(listener: DrawnListener): void {
      listeners.push(listener);
    },

    msUntilNextMoment: () => repo.msUntilNextMoment(),

    /** /game/current of each game, in the order asked; the first unknown game or issue fails them all. */
    async currents(codes: readonly string[]) {
      const rows = await repo.currents(codes);
      return rows.map(({ code, enabled, now, current: row, last }) => {
        if (!enabled) throw new AppError('draw.gameNotFound', ResponseCode.notFound);
        if (!row) throw new AppError('draw.issueNotFound', ResponseCode.notFound);
        const status = now < row.openAt ? 'upcoming' : now < row.closeAt ? 'open' : 'closed';
        return {
          game: code,
          issue: row.issue,
          status,
          openAt: iso(row.openAt),
          closeAt: iso(row.closeAt),
          drawAt: iso(row.drawAt),
          serverTime: iso(now),
          serverTimeMs: now.getTime(),
          commitment: row.commitment,
          last: last
            ? {
                issue: last.issue,
                result: last.result,
                drawnAt: iso(last.drawnAt),
                seed: last.seed,
                commitment: last.commitment,
              }
            : null,
        } as const;
      });
    },

    async history(code: string, page: number, pageSize: number) {
      await requireGame(code);
      const { rows, total } = await repo.history(code, page, pageSize);
      return {
        list: rows.map((r) => ({
          issue: r.issue,
          result: r.result ?? [],
          drawnAt: iso(r.drawnAt ?? r.drawAt),
          commitment: r.commitment,
          seed: r.seed ?? '',
          zodiacYear: r.zodiacYear,
        })),
        total,
        page,
        pageSize,
      };
    },

    async verify(code: string, issue: string) {
      await requireGame(code);
      const row = await repo.find(code, issue);
      if (!row) throw new AppError('draw.issueNotFound', ResponseCode.notFound);
      if (!row.seed || !row.result) throw new AppError('draw.notDrawnYet', ResponseCode.conflict);
      const check = verifyDraw(code, issue, row.seed, row.commitment);
      const same =
        check.result.length === row.result.length && check.result.every((n, i) => n === row.result?.[i]);
      return {
        game: code,
        issue,
        commitment: row.commitment,
        seed: row.seed,
        result: row.result,
        recomputed: check.result,
        commitmentOk: check.commitmentOk,
        ok: check.commitmentOk && same,
      };
    },

    /** For betting: an issue's public row (times, drawn or not). */
    findIssue: (code: string, issue: string) => repo.find(code, issue),
    /** For chases: `n` consecutive issues starting at `issue`. */
    issuesFrom: (code: string, issue: string, n: number) => repo.fromIssue(code, issue, n),
    /** Issues drawn and listed by game (for settlement sweeps): public columns only. */
    now: () => repo.now(),
  };
}
export type DrawsService = ReturnType<typeof createDrawsService>;
