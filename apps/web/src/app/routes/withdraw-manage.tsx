import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { SectionError, SectionSkeleton } from '../../components/ui/query-state';
import { useAddresses, useWithdrawInfo } from '../../features/wallet/api/wallet-api';
import { WithdrawForm, WithdrawSummary } from '../../features/wallet/components/withdraw-form';
import { paths } from '../paths';
import { NeedsFundPassword } from './needs-fund-password';

function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useWithdrawInfo();
  const addresses = useAddresses();
  if (info.isPending || addresses.isPending) return <SectionSkeleton rows={8} />;
  if (info.isError || addresses.isError) {
    return <SectionError onRetry={() => void Promise.all([info.refetch(), addresses.refetch()])} />;
  }
  const all = [...addresses.data.bankCards, ...addresses.data.wallets];
  return (
    <>
      <WithdrawSummary info={info.data} />
      {all.length === 0 ? (
        <ErrorBlock status="empty" title={t('withdraw.noAddress')} description="" className="app-placeholder">
          <Button color="primary" onClick={() => void navigate(paths.withdrawalAddress)}>
            {t('withdraw.bindNow')}
          </Button>
        </ErrorBlock>
      ) : (
        <WithdrawForm info={info.data} addresses={all} onDone={() => void navigate(paths.withdrawRecord)} />
      )}
    </>
  );
}

export default function WithdrawManageRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.withdrawManage')}>
      <NeedsFundPassword>
        <WithdrawPage />
      </NeedsFundPassword>
    </PageLayout>
  );
}
