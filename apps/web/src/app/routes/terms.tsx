import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { TermsView } from '../../features/responsible-play/components/terms-view';

export default function TermsRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.terms')}>
      <TermsView />
    </PageLayout>
  );
}
