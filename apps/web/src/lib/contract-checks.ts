// Loaded in development and tests only (config/env.ts): a production build ships no schemas (ADR 126).
import './zod-without-eval';

import { endpoints, liveEvent } from '@fairdraw/contract';
import type { LiveEvent, PlayerEndpointName } from '@fairdraw/contract';
import { z } from 'zod';

/** An answer or a frame that its contract schema refuses: the server and the web disagree. */
export class ContractMismatchError extends Error {
  constructor(what: string, error: z.ZodError) {
    super(`${what} does not match the contract:\n${z.prettifyError(error)}`);
    this.name = 'ContractMismatchError';
  }
}

/** Throws when a code-0 answer's `data` does not parse with its endpoint's schema (added fields pass). */
export function checkAnswer(name: PlayerEndpointName, data: unknown): void {
  const { path, data: schema } = endpoints[name];
  const result = schema.safeParse(data);
  if (!result.success) {
    const error = new ContractMismatchError(`The answer of ${path}`, result.error);
    // Said aloud too: a screen may show the failed query only as "could not load".
    console.error(error);
    throw error;
  }
}

/** Parses one frame of GET /game/events with the contract's event union; throws when it does not fit. */
export function checkFrame(event: string, data: unknown): LiveEvent {
  const result = liveEvent.safeParse({ event, data });
  if (!result.success) throw new ContractMismatchError(`The '${event}' event`, result.error);
  return result.data;
}
