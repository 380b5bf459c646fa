import type { Page } from '@fairdraw/contract';
import type { InfiniteData, UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBlock, InfiniteScroll, List, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from './query-state';

interface PagedListProps<T> {
  /** Built by a feature's query factory (`infiniteQueryOptions`); the list only runs it. */
  query: UseInfiniteQueryOptions<Page<T>, Error, InfiniteData<Page<T>>, readonly unknown[], number>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}

/** A record list: loading, error and empty states, pull to refresh, and more pages on scroll. */
export function PagedList<T>({ query, itemKey, renderItem, emptyText }: PagedListProps<T>) {
  const { t } = useTranslation();
  const result = useInfiniteQuery(query);
  if (result.isPending) return <SectionSkeleton rows={6} />;
  if (result.isError) return <SectionError onRetry={() => void result.refetch()} />;
  const items = result.data.pages.flatMap((page) => page.list);
  return (
    <PullToRefresh
      onRefresh={async () => {
        await result.refetch();
      }}
      pullingText={t('records.pull')}
      canReleaseText={t('records.release')}
      refreshingText={t('common.loading')}
      completeText={t('records.refreshed')}
    >
      {items.length === 0 ? (
        <ErrorBlock status="empty" title={emptyText} description="" className="app-placeholder" />
      ) : (
        <List mode="card" className="app-record-list">
          {items.map((item) => (
            <List.Item key={itemKey(item)}>{renderItem(item)}</List.Item>
          ))}
        </List>
      )}
      {items.length > 0 && (
        <InfiniteScroll
          hasMore={result.hasNextPage}
          loadMore={async () => {
            await result.fetchNextPage();
          }}
        >
          {result.hasNextPage ? t('common.loading') : t('records.noMore')}
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
