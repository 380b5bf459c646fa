import { playerRoutes } from '@fairdraw/contract';
import type { QueryClient } from '@tanstack/react-query';

import { type CurrentIssueAnswer, callWithClock, currentIssueQuery, fetchCurrentIssue } from './game-current';

interface Waiting {
  game: string;
  resolve: (answer: CurrentIssueAnswer) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];
/** Every game's answer, while preloadEveryCurrentIssue's request is on its way. */
let everyGame: Promise<ReadonlyMap<string, CurrentIssueAnswer>> | null = null;

/** Asks for the games collected in this tick: one POST /game/currents, or /game/current for one game. */
async function send(batch: readonly Waiting[]): Promise<void> {
  try {
    const only = batch.length === 1 ? batch[0] : undefined;
    if (only) {
      only.resolve(await fetchCurrentIssue(only.game));
      return;
    }
    const { data, receivedAt } = await callWithClock('gameCurrents', { games: batch.map((w) => w.game) });
    batch.forEach((w, index) => {
      const entry = data.list[index];
      if (entry?.game === w.game) w.resolve({ ...entry, receivedAt });
      else w.reject(new Error(`${playerRoutes.gameCurrents.path} did not answer ${w.game}`));
    });
  } catch (error) {
    for (const w of batch) w.reject(error);
  }
}

/**
 * One game's current issue, asked for together with every other game asked for in the same tick: the
 * home list's seven games mount (or are preloaded) at once and cost one request instead of seven, each
 * with its own fetch, answer and parse on a slow phone's main thread (ADR 092). A game asked alone
 * (a countdown that is due, an event of the stream) keeps /game/current.
 */
export function fetchCurrentIssueBatched(game: string): Promise<CurrentIssueAnswer> {
  if (everyGame) {
    // The list mounted before the preload's answer: wait for it rather than ask again.
    return everyGame.then(
      (answers) => answers.get(game) ?? fetchCurrentIssueBatched(game),
      () => fetchCurrentIssueBatched(game),
    );
  }
  return new Promise((resolve, reject) => {
    waiting.push({ game, resolve, reject });
    if (waiting.length > 1) return;
    setTimeout(() => {
      const batch = waiting;
      waiting = [];
      void send(batch);
    }, 0);
  });
}

/**
 * A logged-in first visit of home (app/router.tsx preloadFirstScreen): every game's current issue in one request, sent
 * beside /index/index instead of after it (the games are not known yet, the server knows them), each
 * answer put in its game's cache entry.
 */
export function preloadEveryCurrentIssue(queryClient: QueryClient): void {
  const request = callWithClock('gameCurrents', {}).then(({ data, receivedAt }) => {
    const answers = new Map<string, CurrentIssueAnswer>();
    for (const entry of data.list) {
      const answer: CurrentIssueAnswer = { ...entry, receivedAt };
      answers.set(entry.game, answer);
      queryClient.setQueryData(currentIssueQuery(entry.game).queryKey, answer);
    }
    return answers;
  });
  everyGame = request;
  const done = () => {
    if (everyGame === request) everyGame = null;
  };
  request.then(done, done);
}
