import type { LiveEventPayload } from '@fairdraw/contract';

import type { NewLiveEvent } from './live.service';

/** A whole result event's payload: SSE clients in tests check every frame against the contract. */
const resultPayload = (issue: string): LiveEventPayload<'result'> => ({
  game: 'k3',
  issue,
  result: [1, 2, 3],
  seed: 'aa'.repeat(32),
  commitment: 'bb'.repeat(32),
  drawAt: '2026-11-27T10:00:00.000+07:00',
  drawnAt: '2026-11-27T10:00:00.120+07:00',
});

/** A public result event, as the draw loop records it. */
export const resultEvent = (issue: string): NewLiveEvent<'result'> => ({
  kind: 'result',
  userId: null,
  payload: resultPayload(issue),
});
