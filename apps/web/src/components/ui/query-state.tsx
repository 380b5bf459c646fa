import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Loading and failure views for a query-backed section. */
export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  return <Skeleton.Paragraph lineCount={rows} animated className="app-skeleton" />;
}

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="disconnected" title={t('common.loadDataFailed')} description="">
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ErrorBlock>
  );
}
