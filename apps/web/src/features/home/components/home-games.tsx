import { NoticeBar } from 'antd-mobile';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

import { GameList } from '../../../components/ui/game-list';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useHomeData } from '../../../lib/home-data';

import { useHomeEvents } from './use-home-events';

const LiveGameList = lazy(() => import('./live-game-list'));

/** Notices (marquee) and the game list of GET /index/index, with each game's next draw and last result. */
export function HomeGames() {
  const { t } = useTranslation();
  const home = useHomeData();
  // Subscribed at once (balance updates), not only once the live list's chunk has arrived.
  useHomeEvents();
  const notices = home.data?.notices ?? [];
  return (
    <>
      {notices.length > 0 && (
        <NoticeBar content={notices.map((notice) => notice.title).join('   ·   ')} color="alert" />
      )}
      <h2 className="app-section-title">{t('home.games')}</h2>
      {home.isPending && <SectionSkeleton />}
      {home.isError && <SectionError onRetry={() => void home.refetch()} />}
      {home.data && (
        // The plain list paints first; countdowns and results arrive with their chunk.
        <Suspense fallback={<GameList games={home.data.games} />}>
          <LiveGameList games={home.data.games} />
        </Suspense>
      )}
    </>
  );
}
