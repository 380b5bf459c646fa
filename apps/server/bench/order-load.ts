// The makeOrder load of betting.bench.ts and year-measure.ts: find the issue open the longest, then
// run load-client.ts (its own process, so the server's event loop is not the client's) against it.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { playsOf, randomPick } from '@fairdraw/rules';

export interface OpenIssue {
  game: string;
  issue: string;
  leftMs: number;
}

export interface LoadResult {
  ok: number;
  errors: number;
  firstError: string;
  p50: number;
  p99: number;
}

/** Of the games whose issues last longest, the open issue with the most time left. */
export async function longestOpenIssue(url: string): Promise<OpenIssue> {
  let best: OpenIssue = { game: '', issue: '', leftMs: -1 };
  for (const game of ['lhc', 'wfc', 'xyft', 'sfc', 'pk10']) {
    const res = await fetch(`${url}/game/current`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game }),
    });
    const { data } = (await res.json()) as {
      data: { issue: string; status: string; closeAt: string; serverTime: string };
    };
    const left = data.status === 'open' ? Date.parse(data.closeAt) - Date.parse(data.serverTime) : -1;
    if (left > best.leftMs) best = { game, issue: data.issue, leftMs: left };
  }
  return best;
}

/** Every game may be between issues or about to close: waits (up to a minute) for one to open. */
export async function issueOpenFor(url: string, neededMs: number): Promise<OpenIssue> {
  let target = await longestOpenIssue(url);
  for (let tries = 0; target.leftMs < neededMs && tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    target = await longestOpenIssue(url);
  }
  if (target.leftMs < neededMs) throw new Error(`no issue open long enough (${target.leftMs} ms left)`);
  return target;
}

/** A one-combination bet of the game's first play (a machine pick). */
export function oneBet(game: string) {
  const play = playsOf(game)[0];
  if (!play) throw new Error(`no plays for ${game}`);
  return { play: play.code, selection: randomPick(play, Math.random), unitPrice: 100, multiple: 1 };
}

/**
 * One load-client.ts run: each token's client orders one bet on `target` for `seconds` after
 * `warmupSeconds`. `started` gets the child (for its CPU time); `finished` runs as its result arrives.
 */
export function runLoadClient(
  job: { url: string; tokens: string[]; target: OpenIssue; seconds: number; warmupSeconds: number },
  hooks: { started?: (child: ChildProcess) => void; finished?: (child: ChildProcess) => void } = {},
): Promise<LoadResult> {
  return new Promise<LoadResult>((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./load-client.ts', import.meta.url)),
      [
        JSON.stringify({
          url: job.url,
          tokens: job.tokens,
          game: job.target.game,
          issue: job.target.issue,
          seconds: job.seconds,
          warmupSeconds: job.warmupSeconds,
          bet: oneBet(job.target.game),
        }),
      ],
      { execArgv: ['--import', 'tsx'] },
    );
    hooks.started?.(child);
    child.on('message', (m) => {
      hooks.finished?.(child);
      resolve(m as LoadResult);
    });
    child.on('exit', (code) => (code ? reject(new Error(`load client exited ${code}`)) : undefined));
  });
}
