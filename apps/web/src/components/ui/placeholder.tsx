import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { PageLayout } from './page-layout';

interface PlaceholderPageProps {
  /** i18n key of the page title. */
  titleKey: string;
  tabBar?: boolean;
}

/** A screen of a later issue: a real page (nav bar, back, title) that says it is coming soon. */
export function PlaceholderPage({ titleKey, tabBar = false }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <PageLayout title={t(titleKey)} back={!tabBar} tabBar={tabBar}>
      <ErrorBlock
        status="empty"
        title={t('common.comingSoon')}
        description={t('common.comingSoonText')}
        className="app-placeholder"
      />
    </PageLayout>
  );
}
