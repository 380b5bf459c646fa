import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div className="app-center" role="status">
      <SpinLoading color="primary" />
      <span className="app-muted">{t('common.loading')}</span>
    </div>
  );
}
