import { and, asc, count, desc, eq, getTableColumns, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { parsed } from '../../db/json-page';
import { executePrepared } from '../../db/prepared';
import { drawIssues } from '../../db/schema/draws';
import { rowsOf } from '../../lib/rows';

export type DrawIssueRow = typeof drawIssues.$inferSelect;
/** Every column but the encrypted seed: what leaves the repo for reading. */
export type PublicIssueRow = Omit<DrawIssueRow, 'seedCipher'>;

// The encrypted seed never leaves the repo through a read: only claimDue (the draw) selects it.
const { seedCipher: _seedCipher, ...publicColumns } = getTableColumns(drawIssues);

type When = Date | string;
/** A row of `currents` as the driver returns it (timestamps as Date or text, jsonb parsed or not). */
interface CurrentRowText {
  code: string;
  enabled: boolean | null;
  now: When;
  cur_issue: string | null;
  cur_open_at: When | null;
  cur_close_at: When | null;
  cur_draw_at: When | null;
  cur_commitment: string | null;
  last_issue: string | null;
  last_result: number[] | string | null;
  last_seed: string | null;
  last_drawn_at: When | null;
  last_commitment: string | null;
}

export interface CurrentRow {
  code: string;
  /** null: no such game. */
  enabled: boolean | null;
  now: Date;
  current: { issue: string; openAt: Date; closeAt: Date; drawAt: Date; commitment: string } | null;
  last: { issue: string; result: number[]; seed: string; drawnAt: Date; commitment: string } | null;
}

export function createDrawsRepo(db: DbOrTx) {
  return {
    /** The database's clock: the only clock that decides open, closed and due (README "Time"). */
    async now(tx: DbOrTx = db): Promise<Date> {
      const [row] = rowsOf<{ now: Date | string }>(await tx.execute(sql`select now() as now`));
      return new Date(row?.now ?? Date.now());
    },

    /** The latest scheduled draw time of a game and how many issues still lie ahead of `now`. */
    async horizonOf(game: string, now: Date, tx: DbOrTx = db) {
      const [last] = await tx
        .select({ drawAt: drawIssues.drawAt })
        .from(drawIssues)
        .where(eq(drawIssues.gameCode, game))
        .orderBy(desc(drawIssues.drawAt))
        .limit(1);
      const [ahead] = await tx
        .select({ n: count() })
        .from(drawIssues)
        .where(and(eq(drawIssues.gameCode, game), gt(drawIssues.drawAt, now)));
      return { lastDrawAt: last?.drawAt ?? null, ahead: ahead?.n ?? 0 };
    },

    /** Two processes may create the same issue at once: the first row (and its seed) stands. */
    async insertIssues(rows: (typeof drawIssues.$inferInsert)[], tx: DbOrTx = db): Promise<number> {
      let inserted = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const result = await tx
          .insert(drawIssues)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing()
          .returning({ id: drawIssues.id });
        inserted += result.length;
      }
      return inserted;
    },

    /**
     * Due, undrawn issues locked for this transaction, oldest first. SKIP LOCKED: another process
     * drawing them already is left alone (and the conditional UPDATE below would refuse twice anyway).
     */
    claimDue: (limit: number, tx: DbOrTx): Promise<DrawIssueRow[]> =>
      tx
        .select()
        .from(drawIssues)
        .where(and(isNull(drawIssues.drawnAt), lte(drawIssues.drawAt, sql`now()`)))
        .orderBy(asc(drawIssues.drawAt), asc(drawIssues.id))
        .limit(limit)
        .for('update', { skipLocked: true }),

    async markDrawn(
      id: number,
      draw: { seed: string; result: number[]; zodiacYear: number | null },
      tx: DbOrTx,
    ): Promise<PublicIssueRow | undefined> {
      const [row] = await tx
        .update(drawIssues)
        .set({ seed: draw.seed, result: draw.result, zodiacYear: draw.zodiacYear, drawnAt: sql`now()` })
        .where(and(eq(drawIssues.id, id), isNull(drawIssues.drawnAt)))
        .returning(publicColumns);
      return row;
    },

    /**
     * Issues whose opening (or closing) moment passed and was not announced yet; marks them. An issue
     * opens at its predecessor's draw time: it is announced only once every issue of its game drawn
     * at or before that moment is drawn, so a stream gets a game's `result` before the next `issue`
     * (with several processes, one announcing while another still draws put the openings first, and
     * every result waited behind their fan-out: docs/reliability.md).
     */
    async claimAnnouncements(kind: 'open' | 'close', tx: DbOrTx): Promise<PublicIssueRow[]> {
      const flag = kind === 'open' ? drawIssues.openAnnounced : drawIssues.closeAnnounced;
      const moment = kind === 'open' ? drawIssues.openAt : drawIssues.closeAt;
      // A scalar subquery, probed per candidate through the undrawn issues' index (a handful). As NOT
      // EXISTS the planner, misled by a year of past open_at values, hashed every undrawn issue on
      // every pass instead (3.7 ms against 0.2 ms, docs/performance.md).
      const predecessorsDrawn =
        kind === 'open'
          ? sql`(select earlier.id from draw_issues earlier
                  where earlier.game_code = ${drawIssues.gameCode} and earlier.drawn_at is null
                    and earlier.draw_at <= ${drawIssues.openAt} limit 1) is null`
          : undefined;
      const due = tx
        .select({ id: drawIssues.id })
        .from(drawIssues)
        .where(and(eq(flag, false), lte(moment, sql`now()`), predecessorsDrawn))
        .orderBy(asc(moment))
        .limit(200)
        .for('update', { skipLocked: true });
      return tx
        .update(drawIssues)
        .set(kind === 'open' ? { openAnnounced: true } : { closeAnnounced: true })
        .where(sql`${drawIssues.id} in (${due})`)
        .returning(publicColumns);
    },

    /** Milliseconds until something is due (a draw, an opening, a closing) by the database's clock. */
    async msUntilNextMoment(tx: DbOrTx = db): Promise<number | null> {
      const [row] = rowsOf<{ ms: number | string | null }>(
        await tx.execute(sql`select greatest(0, extract(epoch from (least(
          (select min(draw_at) from draw_issues where drawn_at is null),
          (select min(close_at) from draw_issues where not close_announced),
          (select min(open_at) from draw_issues where not open_announced)) - now())) * 1000) as ms`),
      );
      return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
    },

    /**
     * /game/current for each code, in one statement: whether the game exists and is enabled, the
     * database's clock, the issue a player bets on now (the earliest undrawn one whose draw lies
     * ahead) and the latest drawn one. Four statements on three connections before; under load the
     * request waited for each connection the batched orders left free.
     */
    async currents(codes: readonly string[], tx: DbOrTx = db): Promise<CurrentRow[]> {
      const rows = rowsOf<CurrentRowText>(
        await executePrepared(
          tx,
          sql`
          select c.code, g.enabled, now() as now,
                 cur.issue as cur_issue, cur.open_at as cur_open_at, cur.close_at as cur_close_at,
                 cur.draw_at as cur_draw_at, cur.commitment as cur_commitment,
                 last.issue as last_issue, last.result as last_result, last.seed as last_seed,
                 last.drawn_at as last_drawn_at, last.commitment as last_commitment
            from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) with ordinality as c(code, ord)
            left join games g on g.code = c.code
            left join lateral (select issue, open_at, close_at, draw_at, commitment from draw_issues
                                where game_code = c.code and draw_at > now() and drawn_at is null
                                order by draw_at limit 1) cur on true
            -- An issue is drawn only once its draw time has passed (claimDue): bounding draw_at by now
            -- starts the backward scan there, not at the last of the day's issues scheduled ahead.
            left join lateral (select issue, result, seed, drawn_at, commitment from draw_issues
                                where game_code = c.code and draw_at <= now() and drawn_at is not null
                                order by draw_at desc limit 1) last on true
           order by c.ord`,
        ),
      );
      const date = (value: When | number) => new Date(value);
      return rows.map((r) => ({
        code: r.code,
        enabled: r.enabled,
        now: date(r.now),
        current:
          r.cur_issue !== null
            ? {
                issue: r.cur_issue,
                openAt: date(r.cur_open_at ?? 0),
                closeAt: date(r.cur_close_at ?? 0),
                drawAt: date(r.cur_draw_at ?? 0),
                commitment: r.cur_commitment ?? '',
              }
            : null,
        last:
          r.last_issue !== null && r.last_drawn_at !== null && r.last_result !== null && r.last_seed !== null
            ? {
                issue: r.last_issue,
                result: parsed<number[]>(r.last_result),
                seed: r.last_seed,
                drawnAt: date(r.last_drawn_at),
                commitment: r.last_commitment ?? '',
              }
            : null,
      }));
    },

    async history(game: string, page: number, pageSize: number, tx: DbOrTx = db) {
      const where = and(eq(drawIssues.gameCode, game), isNotNull(drawIssues.drawnAt));
      const [rows, [total]] = await Promise.all([
        tx
          .select(publicColumns)
          .from(drawIssues)
          .where(where)
          .orderBy(desc(drawIssues.drawAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        tx.select({ n: count() }).from(drawIssues).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(game: string, issue: string, tx: DbOrTx = db): Promise<PublicIssueRow | undefined> {
      const [row] = await tx
        .select(publicColumns)
        .from(drawIssues)
        .where(and(eq(drawIssues.gameCode, game), eq(drawIssues.issue, issue)))
        .limit(1);
      return row;
    },

    /** The next `n` issues of a game starting with `issue` (chases); public columns only. */
    async fromIssue(game: string, issue: string, n: number, tx: DbOrTx = db): Promise<PublicIssueRow[]> {
      const start = tx
        .select({ drawAt: drawIssues.drawAt })
        .from(drawIssues)
        .where(and(eq(drawIssues.gameCode, game), eq(drawIssues.issue, issue)));
      return tx
        .select(publicColumns)
        .from(drawIssues)
        .where(and(eq(drawIssues.gameCode, game), sql`${drawIssues.drawAt} >= (${start})`))
        .orderBy(asc(drawIssues.drawAt))
        .limit(n);
    },
  };
}
export type DrawsRepo = ReturnType<typeof createDrawsRepo>;
