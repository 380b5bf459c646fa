import { NoticeBar } from 'antd-mobile';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError } from '../../../components/ui/query-state';
import { useHomeData } from '../../../lib/home-data';

import { HomeGamesSkeleton } from './home-games-skeleton';
import LiveGameList from './live-game-list';
import { useHomeCurrents } from './use-home-currents';
import { useHomeEvents } from './use-home-events';

/**
 * How long the list may wait for the games' current issues before it shows without them: waiting lets
 * each row appear with its result and countdown instead of growing under the reader (layout shift).
 * Past it, each row holds their place until they arrive (live-game.tsx).
 */
export const currentIssuesWaitMs = 1_000;

/** Notices (marquee) and the game list of GET /index/index, with each game's next draw and last result. */
export function HomeGames() {
  const { t } = useTranslation();
  const home = useHomeData();
  useHomeEvents();
  const codes = useMemo(() => (home.data?.games ?? []).map((game) => game.code), [home.data]);
  const currents = useHomeCurrents(codes);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!home.data) return;
    const timer = setTimeout(() => startTransition(() => setWaited(true)), currentIssuesWaitMs);
    return () => clearTimeout(timer);
  }, [home.data]);
  // Rendered as a transition (in short slices), like the page itself (app/guard.tsx).
  const listReady = useDeferredValue(Boolean(home.data) && (currents.settled || waited));
  if (!home.isError && !listReady) return <HomeGamesSkeleton />;
  const notices = home.data?.notices ?? [];
  return (
    <>
      {notices.length > 0 && (
        <NoticeBar content={notices.map((notice) => notice.title).join('   ·   ')} color="alert" />
      )}
      <h2 className="app-section-title">{t('home.games')}</h2>
      {home.isError && <SectionError onRetry={() => void home.refetch()} />}
      {home.data && listReady && <LiveGameList games={home.data.games} currents={currents.byGame} />}
    </>
  );
}
