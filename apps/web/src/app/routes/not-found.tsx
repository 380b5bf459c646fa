import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('common.notFoundTitle')}>
      <ErrorBlock status="empty" title={t('common.notFoundTitle')} description={t('common.notFoundText')}>
        <Button color="primary" onClick={() => void navigate(paths.home, { replace: true })}>
          {t('common.goHome')}
        </Button>
      </ErrorBlock>
    </PageLayout>
  );
}
