import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { GameList } from '../../../components/ui/game-list';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useHomeData } from '../../../lib/home-data';

/** Notices (marquee) and the game list of GET /index/index. */
export function HomeGames() {
  const { t } = useTranslation();
  const home = useHomeData();
  const notices = home.data?.notices ?? [];
  return (
    <>
      {notices.length > 0 && (
        <NoticeBar content={notices.map((notice) => notice.title).join('   ·   ')} color="alert" />
      )}
      <h2 className="app-section-title">{t('home.games')}</h2>
      {home.isPending && <SectionSkeleton />}
      {home.isError && <SectionError onRetry={() => void home.refetch()} />}
      {home.data && <GameList games={home.data.games} />}
    </>
  );
}
