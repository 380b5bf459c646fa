import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { paths } from '../../config/paths';
import { ResetCodeForm } from '../../features/account/components/reset-code-form';

/** `?kind=fund` for a fund-password reset; the login password otherwise (public page, ADR 104). */
export default function ResetCodeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = useSearchParams()[0].get('kind') === 'fund' ? 'fund' : 'login';
  return (
    <PageLayout title={t('page.resetCode')}>
      <ResetCodeForm
        kind={kind}
        onDone={() => navigate(kind === 'fund' ? paths.setup : paths.login, { replace: true })}
      />
    </PageLayout>
  );
}
