import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { AddressManager } from '../../features/wallet/components/address-manager';
import { paths } from '../paths';

export default function WithdrawalAddressRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('page.withdrawalAddress')}>
      <AddressManager
        onAddBank={() => void navigate(paths.bindBankCard)}
        onAddWallet={() => void navigate(paths.bindDigitalWallet)}
      />
    </PageLayout>
  );
}
