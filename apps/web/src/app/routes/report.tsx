import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { PersonalReportView } from '../../features/agents/components/personal-report';

export default function ReportRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.report')}>
      <PersonalReportView />
    </PageLayout>
  );
}
