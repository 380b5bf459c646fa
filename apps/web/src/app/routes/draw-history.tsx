import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { DrawHistoryView } from '../../features/game/components/draw-history-view';

export default function DrawHistoryRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.drawHistory')}>
      <DrawHistoryView />
    </PageLayout>
  );
}
