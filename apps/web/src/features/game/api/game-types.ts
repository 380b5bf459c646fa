import type { EndpointBody, EndpointData, LiveEventPayload } from '@fairdraw/contract';

/*
 * Names for the contract's shapes of the draw and betting calls that the game screens read: every
 * type here is inferred from @fairdraw/contract's schemas (ADR 126), none is written by hand.
 */
export type GameListEntry = EndpointData<'gameList'>['list'][number];
export type HistoryRow = EndpointData<'gameHistory'>['list'][number];
export type OrderRequest = EndpointBody<'makeOrder'>;
export type OrderBet = OrderRequest['bets'][number];
export type ChaseRequest = NonNullable<OrderRequest['chase']>;
export type OrderResult = EndpointData<'makeOrder'>;

export type { CurrentIssue, LastDraw } from '../../../lib/game-current';

/** Server-Sent Events of GET /game/events. */
export type IssueEvent = LiveEventPayload<'issue'>;
export type ClosingEvent = LiveEventPayload<'closing'>;
export type ResultEvent = LiveEventPayload<'result'>;
export type SettledEvent = LiveEventPayload<'settled'>;
