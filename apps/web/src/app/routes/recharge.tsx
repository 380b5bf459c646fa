import type { RechargeCreateData } from '@fairdraw/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { RechargeForm } from '../../features/wallet/components/recharge-form';
import { RechargeResult } from '../../features/wallet/components/recharge-result';
import { paths } from '../paths';

export default function RechargeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [order, setOrder] = useState<RechargeCreateData | null>(null);
  return (
    <PageLayout title={t('page.recharge')}>
      {order ? (
        <RechargeResult
          order={order}
          onRecord={() => void navigate(paths.rechargeRecord)}
          onAgain={() => setOrder(null)}
        />
      ) : (
        <RechargeForm onCreated={setOrder} />
      )}
    </PageLayout>
  );
}
