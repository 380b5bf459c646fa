import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { VerifyView } from '../../features/verify/components/verify-view';

/** Public (guard whitelist): anyone can check a draw without an account. */
export default function VerifyRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <PageLayout title={t('page.verify')}>
      {/* A new link (another issue) fills the form again and verifies it. */}
      <VerifyView key={search} />
    </PageLayout>
  );
}
