import type { FamilyCode, GameCode, HallCategory, WirePlayGroup } from '@fairdraw/rules';

/*
 * Wire shapes of the draw and betting calls (api.md "Home, games and draws", "Records and reports").
 * The server's zod schemas land in @fairdraw/contract with the draws and betting issues; until then
 * the web states the shapes it reads here, in one place.
 */

export interface GameListEntry {
  code: GameCode;
  family: FamilyCode;
  category: HallCategory;
  name: string;
  intervalSec: number;
  closeSec: number;
  enabled: boolean;
  playGroups: WirePlayGroup[];
}

export type { CurrentIssue, LastDraw } from '../../../lib/game-current';

export interface HistoryRow {
  /** Mark Six: the lunar year of the zodiac mapping the draw used (null for other games). */
  zodiacYear?: number | null;
  issue: string;
  result: number[];
  drawnAt: string;
  commitment: string;
  seed: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OrderBet {
  play: string;
  selection: string[][];
  unitPrice: number;
  multiple: number;
  betCount: number;
  amount: number;
}

export interface ChaseRequest {
  issues: number;
  stopOnWin: boolean;
  multiples?: number[];
}

export interface OrderRequest {
  game: string;
  issue: string;
  bets: OrderBet[];
  requestId: string;
  chase?: ChaseRequest;
}

export interface OrderResult {
  orderNo: string;
  bets: { id: number; betCount: number; amount: number }[];
  balance: number;
  chaseNo?: string;
}

/** Server-Sent Events of GET /game/events. */
export interface IssueEvent {
  game: GameCode;
  issue: string;
  openAt: string;
  closeAt: string;
  drawAt: string;
  commitment: string;
}
export interface ClosingEvent {
  game: GameCode;
  issue: string;
  closeAt: string;
  drawAt: string;
}
export interface ResultEvent {
  game: GameCode;
  issue: string;
  result: number[];
  seed: string;
  commitment: string;
  drawnAt: string;
}
export interface SettledEvent {
  game: GameCode;
  issue: string;
  betIds: number[];
  payout: number;
  balance: number;
}

export type GameEvent =
  | { type: 'issue'; data: IssueEvent }
  | { type: 'closing'; data: ClosingEvent }
  | { type: 'result'; data: ResultEvent }
  | { type: 'settled'; data: SettledEvent };
