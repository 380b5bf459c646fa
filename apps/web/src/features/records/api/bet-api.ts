import type {
  BetRow,
  ChaseRow,
  DateRange as DateRangeInput,
  EndpointBody,
  EndpointData,
  Page,
} from '@fairdraw/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** The betting record's shapes, inferred from the contract. */
export type BetStatus = BetRow['status'];
export type BetStatusFilter = Exclude<EndpointBody<'betList'>['status'], undefined>;
export type BetDetail = EndpointData<'betDetail'>;
export type ChaseStatus = ChaseRow['status'];
/** The record's date filter: always a span of days (YYYY-MM-DD), never a named range. */
export type DateRange = Exclude<DateRangeInput, string>;
export type { BetRow, ChaseRow };

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
    queryFn: ({ pageParam }) => api.call('betList', { range, status, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const chaseListQuery = (range: DateRange) =>
  infiniteQueryOptions({
    queryKey: [...betsKey, 'chases', range],
    queryFn: ({ pageParam }) => api.call('chaseList', { range, status: 'all', page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const fetchBetDetail = (id: number) => api.call('betDetail', { id });
export const cancelBet = (id: number) => api.call('betCancel', { id });
export const cancelChase = (chaseNo: string) => api.call('chaseCancel', { chaseNo });
