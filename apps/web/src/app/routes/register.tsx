import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { RegisterForm } from '../../features/auth/components/register-form';
import { paths } from '../../config/paths';

export default function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <PageLayout title={t('page.register')}>
      <div className="auth-body">
        <RegisterForm
          onRegistered={() => navigate(paths.home, { replace: true })}
          initialInviteCode={params.get('inviteCode')?.slice(0, 32) ?? ''}
        />
        <p className="auth-switch">
          {t('register.haveAccount')} <Link to={paths.login}>{t('register.toLogin')}</Link>
        </p>
      </div>
    </PageLayout>
  );
}
