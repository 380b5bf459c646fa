import { infiniteQueryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** api.md "Records and reports": the shapes the betting record reads. */
export type BetStatus = 'pending' | 'won' | 'lost' | 'refunded' | 'cancelled';
export type BetStatusFilter = 'all' | 'won' | 'pending' | 'lost';

export interface BetRow {
  id: number;
  time: string;
  game: string;
  gameName: string;
  play: string;
  playName: string;
  selection: string[][];
  betCount: number;
  amount: number;
  payout: number;
  profit: number;
  issue: string;
  status: BetStatus;
  drawResult: number[] | null;
}

export interface BetDetail extends BetRow {
  odds: { key: string; rate: number }[];
  unitPrice: number;
  multiple: number;
  /** Winning combinations grouped by combination and rate; `payout` covers all `count` of them. */
  wins: { combination: string[]; rate: number; count?: number; payout: number }[];
  draw: { result: number[]; seed: string } | null;
  cancellable: boolean;
}

export type ChaseStatus = 'running' | 'finished' | 'cancelled';
export interface ChaseRow {
  chaseNo: string;
  game: string;
  issues: number;
  played: number;
  won: number;
  amount: number;
  payout: number;
  stopOnWin: boolean;
  status: ChaseStatus;
}

export interface DateRange {
  start: string;
  end: string;
}

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

const pageSize = 20;

/** Infinite scroll: the next page exists while fewer rows than `total` have arrived. */
function nextPage<T>(last: Page<T>, all: Page<T>[]): number | undefined {
  const loaded = all.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

export const betsKey = ['bets'] as const;

export const betListQuery = (range: DateRange, status: BetStatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...betsKey, 'list', range, status],
    queryFn: ({ pageParam }) =>
      api.post<Page<BetRow>>('/bet/list', { range, status, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const chaseListQuery = (range: DateRange) =>
  infiniteQueryOptions({
    queryKey: [...betsKey, 'chases', range],
    queryFn: ({ pageParam }) =>
      api.post<Page<ChaseRow>>('/chase/list', { range, status: 'all', page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const fetchBetDetail = (id: number) => api.post<BetDetail>('/bet/detail', { id });
export const cancelBet = (id: number) => api.post<{ balance: number }>('/bet/cancel', { id });
export const cancelChase = (chaseNo: string) => api.post<{ balance: number }>('/chase/cancel', { chaseNo });
