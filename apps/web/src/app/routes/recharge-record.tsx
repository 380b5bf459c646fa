import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { RechargeRecords } from '../../features/records/components/recharge-records';
import { showToast } from '../../lib/toast';

export default function RechargeRecordRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // The sandbox gateway comes back here with ?paid=<orderNo>.
  const paid = search.get('paid');
  useEffect(() => {
    if (paid) showToast(t('recharge.paid'));
  }, [paid, t]);
  return (
    <PageLayout title={t('page.rechargeRecord')}>
      <RechargeRecords />
    </PageLayout>
  );
}
