import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { BalanceCard } from '../../features/home/components/balance-card';
import { HomeGames } from '../../features/home/components/home-games';

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.home')} back={false} tabBar>
      <BalanceCard />
      <HomeGames />
    </PageLayout>
  );
}
