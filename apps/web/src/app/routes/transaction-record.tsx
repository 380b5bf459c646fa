import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { TransactionRecords } from '../../features/records/components/transaction-records';

export default function TransactionRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.transactionRecord')}>
      <TransactionRecords />
    </PageLayout>
  );
}
