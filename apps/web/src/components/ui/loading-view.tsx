import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** DotLoading rather than SpinLoading: it animates in CSS, without react-spring in the first chunk. */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div className="app-center" role="status">
      <DotLoading color="primary" />
      <span className="app-muted">{t('common.loading')}</span>
    </div>
  );
}
