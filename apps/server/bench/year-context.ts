// What every part of the year's generator (year-generate.ts) shares: the size, the span, the
// timed step that logs each statement, and the operator's constants.
import type pg from 'pg';

export interface YearSize {
  days: number;
  betsPerDay: number;
  players: number;
  agents: number;
}

export const timeZone = 'Asia/Ho_Chi_Minh';
/** Every agent's rebate on its players' settled stakes (‰). */
export const agentRebate = 20;
/** Each player's monthly recharge and completed withdrawal. */
export const monthlyFen = 50_000;

export type Step = (label: string, text: string, values?: unknown[]) => Promise<pg.QueryResult>;

export interface YearContext {
  client: pg.Client;
  size: YearSize;
  /** The first local day, `YYYY-MM-DD`, and its start. */
  firstDay: string;
  start: Date;
  step: Step;
}

/** A step runs one statement and adds its time to `timings[label]` (chunks of a step add up). */
export function timedSteps(
  client: pg.Client,
  timings: Record<string, number>,
  log: (line: string) => void,
): Step {
  return async (label, text, values = []) => {
    const t0 = performance.now();
    const result = await client.query(text, values);
    const ms = performance.now() - t0;
    const family = label.replace(/^chunk \d+: /, '');
    timings[family] = (timings[family] ?? 0) + ms;
    log(
      `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${label}${result.rowCount ? ` (${result.rowCount.toLocaleString('en')} rows)` : ''}`,
    );
    return result;
  };
}
