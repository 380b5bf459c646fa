import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { HallView } from '../../features/hall/components/hall-view';

export default function HallRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.hall')} back={false} tabBar>
      <HallView />
    </PageLayout>
  );
}
