import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { ErrorNotice } from './error-notice';

/** Loading and failure views for a query-backed section. */
export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  return <Skeleton.Paragraph lineCount={rows} animated className="app-skeleton" />;
}

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorNotice title={t('common.loadDataFailed')}>
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ErrorNotice>
  );
}
