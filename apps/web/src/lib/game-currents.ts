import type { CurrentIssuesData } from '@fairdraw/contract';

import { api } from './api';
import type { CurrentIssue, CurrentIssueAnswer } from './game-current';

interface Waiting {
  game: string;
  resolve: (answer: CurrentIssueAnswer) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];

/** Asks for the games collected in this tick: one POST /game/currents, or /game/current for one game. */
async function send(batch: readonly Waiting[]): Promise<void> {
  const sentAt = Date.now();
  try {
    const list =
      batch.length === 1 && batch[0]
        ? [await api.post<CurrentIssue>('/game/current', { game: batch[0].game })]
        : (await api.post<CurrentIssuesData>('/game/currents', { games: batch.map((w) => w.game) })).list;
    // Half the round trip approximates when the server read its clock.
    const receivedAt = Math.round((sentAt + Date.now()) / 2);
    batch.forEach((w, index) => {
      const data = list[index] as CurrentIssue | undefined;
      if (data?.game === w.game) w.resolve({ ...data, receivedAt });
      else w.reject(new Error(`/game/currents did not answer ${w.game}`));
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
