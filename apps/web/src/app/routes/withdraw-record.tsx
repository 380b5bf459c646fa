import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { WithdrawRecords } from '../../features/records/components/withdraw-records';

export default function WithdrawRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.withdrawRecord')}>
      <WithdrawRecords />
    </PageLayout>
  );
}
