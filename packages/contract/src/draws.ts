import { z } from 'zod';

import { pageFields } from './list';

/** A game code: validated for shape here; an unknown code answers 1002 from the service. */
export const gameCodeField = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[a-z0-9]+$/);
/** `YYYYMMDD` + a daily sequence of 4 digits (more under a time scale, ADR 010). */
export const issueField = z
  .string()
  .trim()
  .regex(/^\d{12,16}$/);

export const gameBody = z.object({ game: gameCodeField });
/** At most this many games in one POST /game/currents (the catalogue has seven; room to grow). */
export const currentsGamesMax = 32;
/**
 * POST /game/currents (ADR 092): several games' /game/current at once, in the order asked; without
 * `games`, every game of /index/index's list, in its order.
 */
export const gamesBody = z.object({
  games: z.array(gameCodeField).min(1).max(currentsGamesMax).optional(),
});
export const gameHistoryBody = z.object({ game: gameCodeField, ...pageFields });
export const gameVerifyBody = z.object({ game: gameCodeField, issue: issueField });

export const drawResult = z.array(z.number().int());

export const lastDraw = z.object({
  issue: z.string(),
  result: drawResult,
  drawnAt: z.string(),
  seed: z.string(),
  commitment: z.string(),
});

/** POST /game/current. */
export const currentIssueData = z.object({
  game: z.string(),
  issue: z.string(),
  status: z.enum(['upcoming', 'open', 'closed']),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  serverTime: z.string(),
  commitment: z.string(),
  last: lastDraw.nullable(),
});
export type CurrentIssueData = z.infer<typeof currentIssueData>;
/** POST /game/currents: one /game/current answer per game asked, each naming its `game`. */
export const currentIssuesData = z.object({ list: z.array(currentIssueData) });
export type CurrentIssuesData = z.infer<typeof currentIssuesData>;

export const historyRow = z.object({
  issue: z.string(),
  result: drawResult,
  drawnAt: z.string(),
  commitment: z.string(),
  seed: z.string(),
  zodiacYear: z.number().int().nullable(),
});

export const verifyData = z.object({
  game: z.string(),
  issue: z.string(),
  commitment: z.string(),
  seed: z.string(),
  result: drawResult,
  recomputed: drawResult,
  commitmentOk: z.boolean(),
  ok: z.boolean(),
});

/** Live events of GET /game/events (Server-Sent Events), by event name. */
export const liveEventPayloads = {
  issue: z.object({
    game: z.string(),
    issue: z.string(),
    openAt: z.string(),
    closeAt: z.string(),
    drawAt: z.string(),
    commitment: z.string(),
  }),
  closing: z.object({ game: z.string(), issue: z.string(), closeAt: z.string(), drawAt: z.string() }),
  result: z.object({
    game: z.string(),
    issue: z.string(),
    result: drawResult,
    seed: z.string(),
    commitment: z.string(),
    drawAt: z.string(),
    drawnAt: z.string(),
  }),
  settled: z.object({
    game: z.string(),
    issue: z.string(),
    betIds: z.array(z.number().int()),
    payout: z.number().int(),
    balance: z.number().int(),
  }),
  /** An operator's reply, to the conversation's user only; `unread` feeds the service tab badge. */
  service: z.object({
    conversationId: z.number().int(),
    message: z.object({ id: z.number().int(), author: z.string(), text: z.string(), createdAt: z.string() }),
    unread: z.number().int(),
  }),
} as const;
export type LiveEventName = keyof typeof liveEventPayloads;
export type LiveEventPayload<K extends LiveEventName> = z.infer<(typeof liveEventPayloads)[K]>;
