// The game list's styles join the first stylesheet (inlined into index.html): the list's chunk then
// waits for no stylesheet request before it renders, and nothing restyles when it lands.
import 'antd-mobile/es/components/notice-bar/notice-bar.css';
import '../../components/ui/draw-result.css';
import '../../features/home/home-live.css';

import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { BalanceCard } from '../../features/home/components/balance-card';
import { HomeGamesSkeleton } from '../../features/home/components/home-games-skeleton';
import { lazyPage } from '../lazy-page';

/**
 * The game list with its live parts, in a chunk of its own. The rest of home (nav bar, balance card,
 * tab bar) comes with the first chunk (app/router.tsx), so a logged-in first visit paints its frame,
 * and the balance once the user has arrived, without waiting for this chunk.
 */
export const HomeGames = lazyPage(
  () => import('../../features/home/components/home-games').then(({ HomeGames }) => ({ default: HomeGames })),
  { placeholder: HomeGamesSkeleton },
);

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.home')} back={false} tabBar>
      <BalanceCard />
      <HomeGames />
    </PageLayout>
  );
}
