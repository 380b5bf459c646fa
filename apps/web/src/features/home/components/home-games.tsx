import { useQueries } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import type { ComponentType } from 'react';
import { Suspense, lazy, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { HomeData } from '@fairdraw/contract';
import { GameList } from '../../../components/ui/game-list';
import { SectionError } from '../../../components/ui/query-state';
import { useHomeData } from '../../../lib/home-data';
import { homeCurrentIssueQuery } from '../home-current';
import { loadLiveGameList } from '../preload-home';

import { HomeGamesSkeleton } from './home-games-skeleton';
import { useHomeEvents } from './use-home-events';

type LiveGameListType = ComponentType<{ games: HomeData['games'] }>;

/** Set once the chunk is in (preloaded on a first visit): then it renders at once, without Suspense. */
let LoadedLiveGameList: LiveGameListType | null = null;
const LiveGameList = lazy(() =>
  loadLiveGameList().then((module) => {
    LoadedLiveGameList = module.default;
    return module;
  }),
);

/**
 * How long the list may wait for the games' current issues before it shows without them: waiting lets
 * each row appear with its result and countdown instead of growing under the reader (layout shift).
 */
export const currentIssuesWaitMs = 1_000;

/** Notices (marquee) and the game list of GET /index/index, with each game's next draw and last result. */
export function HomeGames() {
  const { t } = useTranslation();
  const home = useHomeData();
  // Subscribed at once (balance updates), not only once the live list's chunk has arrived.
  useHomeEvents();
  const games = home.data?.games ?? [];
  const currentsSettled = useQueries({
    queries: games.map((game) => homeCurrentIssueQuery(game.code)),
    combine: (results) => results.every((result) => !result.isPending),
  });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!home.data) return;
    const timer = setTimeout(() => startTransition(() => setWaited(true)), currentIssuesWaitMs);
    return () => clearTimeout(timer);
  }, [home.data]);
  const notices = home.data?.notices ?? [];
  // Rendered as a transition (in short slices), like the page itself (app/guard.tsx).
  const listReady = useDeferredValue(Boolean(home.data) && (currentsSettled || waited));
  const noticeBar = notices.length > 0 && (
    <NoticeBar content={notices.map((notice) => notice.title).join('   ·   ')} color="alert" />
  );
  if (home.isPending || (home.data && !listReady)) {
    return (
      <>
        {noticeBar}
        <HomeGamesSkeleton />
      </>
    );
  }
  return (
    <>
      {noticeBar}
      <h2 className="app-section-title">{t('home.games')}</h2>
      {home.isError && <SectionError onRetry={() => void home.refetch()} />}
      {home.data &&
        listReady &&
        (LoadedLiveGameList ? (
          <LoadedLiveGameList games={home.data.games} />
        ) : (
          // The plain list paints first if the live parts' chunk is late.
          <Suspense fallback={<GameList games={home.data.games} />}>
            <LiveGameList games={home.data.games} />
          </Suspense>
        ))}
    </>
  );
}
