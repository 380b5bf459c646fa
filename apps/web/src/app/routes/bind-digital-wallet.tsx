import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { BindWalletForm } from '../../features/wallet/components/bind-wallet-form';
import { paths } from '../paths';
import { NeedsFundPassword } from './needs-fund-password';

export default function BindDigitalWalletRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('page.bindDigitalWallet')}>
      <NeedsFundPassword>
        <BindWalletForm onDone={() => void navigate(paths.withdrawalAddress, { replace: true })} />
      </NeedsFundPassword>
    </PageLayout>
  );
}
