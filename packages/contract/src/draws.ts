import { z } from 'zod';

import { pageFields } from './list';
import { pageOf } from './money';
import { supportMessage } from './support';

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

/** POST /game/history: drawn issues, newest first. */
export const gameHistoryData = pageOf(historyRow);

// ---- GET /game/list: the catalogue (names in the request's language, odds in hundredths) --------
const catalogItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rate: z.number().int(),
});
const typedEntry = z.object({
  digits: z.number().int(),
  form: z.enum(['ordered', 'group3', 'group6', 'mixed']),
});
const catalogRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  minPicks: z.number().int(),
  maxPicks: z.number().int(),
  items: z.array(catalogItem),
  /** Typed-entry rows only: the shape of the numbers typed into the row's text box (items is empty). */
  entry: typedEntry.optional(),
});
export const playGroup = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The play's rule text. */
  rule: z.string(),
  group: z.string(),
  counting: z.enum(['additive', 'recomputed']),
  minTotalPicks: z.number().int(),
  minPicks: z.number().int(),
  maxPicks: z.number().int(),
  childrens: z.array(catalogRow),
  items: z.array(catalogItem),
  entry: typedEntry.optional(),
});
export type PlayGroup = z.infer<typeof playGroup>;
export const catalogGame = z.object({
  code: z.string(),
  family: z.enum(['k3', 'fiveball', 'racing', 'marksix']),
  category: z.string(),
  name: z.string(),
  icon: z.string(),
  intervalSec: z.number().int(),
  closeSec: z.number().int(),
  enabled: z.boolean(),
  playGroups: z.array(playGroup),
});
export type CatalogGame = z.infer<typeof catalogGame>;
export const gameListData = z.object({ list: z.array(catalogGame) });

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
  /** The caller's own bets of an issue were settled (only to a stream opened with TOKEN). */
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
    message: supportMessage,
    unread: z.number().int(),
  }),
} as const;
export type LiveEventName = keyof typeof liveEventPayloads;
export type LiveEventPayload<K extends LiveEventName> = z.infer<(typeof liveEventPayloads)[K]>;
export const liveEventNames = Object.keys(liveEventPayloads) as LiveEventName[];

const frameOf = <K extends LiveEventName>(event: K) =>
  z.object({ event: z.literal(event), data: liveEventPayloads[event] });
/**
 * One SSE frame as `{ event, data }`: the `event:` line and the JSON of the `data:` line. Clients
 * parse frames with it (`liveEvent.parse({ event: e.type, data: JSON.parse(e.data) })`).
 */
export const liveEvent = z.discriminatedUnion('event', [
  frameOf('issue'),
  frameOf('closing'),
  frameOf('result'),
  frameOf('settled'),
  frameOf('service'),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
