import type {
  Page,
  RechargeOrder,
  TransactionRecord,
  TransactionTypeFilter,
  WithdrawOrder,
} from '@fairdraw/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';

import type { RangeChoice } from '../../../components/ui/range-tabs';
import { api } from '../../../lib/api';

const pageSize = 20;

/** One paged record list: the next page is asked for while the last one was full. */
function pagedQuery<T>(key: readonly unknown[], fetchPage: (page: number) => Promise<Page<T>>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export const rechargeRecordsQuery = (range: RangeChoice) =>
  pagedQuery<RechargeOrder>(['records', 'recharge', range], (page) =>
    api.call('rechargeList', { range, page, pageSize }),
  );

export const withdrawRecordsQuery = (range: RangeChoice) =>
  pagedQuery<WithdrawOrder>(['records', 'withdraw', range], (page) =>
    api.call('withdrawList', { range, page, pageSize }),
  );

export const transactionRecordsQuery = (range: RangeChoice, type: TransactionTypeFilter) =>
  pagedQuery<TransactionRecord>(['records', 'transactions', range, type], (page) =>
    api.call('transactionList', { range, type, page, pageSize }),
  );
