import type { HomeData } from '@fairdraw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { api } from './api';
import { checkHomeData } from './response-checks';

/**
 * GET /index/index: banners, notices and the game list. Home and the lottery hall both read it, so it
 * lives below the features. The language is part of the key because the server localizes names.
 */
export async function fetchHomeData(): Promise<HomeData> {
  return checkHomeData(await api.call('home'));
}

export const homeQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['site', 'home', language], queryFn: fetchHomeData, staleTime: 60_000 });

export function useHomeData() {
  const { i18n } = useTranslation();
  return useQuery(homeQueryOptions(i18n.language));
}
