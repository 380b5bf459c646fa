import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { BindBankCardForm } from '../../features/wallet/components/bind-bank-card-form';
import { paths } from '../paths';
import { NeedsFundPassword } from './needs-fund-password';

export default function BindBankCardRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('page.bindBankCard')}>
      <NeedsFundPassword>
        <BindBankCardForm onDone={() => void navigate(paths.withdrawalAddress, { replace: true })} />
      </NeedsFundPassword>
    </PageLayout>
  );
}
