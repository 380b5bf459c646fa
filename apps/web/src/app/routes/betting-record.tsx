import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { BettingRecordView } from '../../features/records/components/betting-record-view';

export default function BettingRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.bettingRecord')}>
      <BettingRecordView />
    </PageLayout>
  );
}
