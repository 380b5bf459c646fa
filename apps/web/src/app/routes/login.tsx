import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguagePicker } from '../../components/ui/language-picker';
import { PageLayout } from '../../components/ui/page-layout';
import { AuthHero } from '../../features/auth/components/auth-hero';
import { LoginForm } from '../../features/auth/components/login-form';
import { TrialEntry } from '../../features/auth/components/trial-entry';
import { useAfterLogin } from '../../features/auth/use-after-login';
import { paths } from '../../config/paths';

export default function LoginRoute() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  const pickLanguage = useLanguagePicker();
  return (
    <PageLayout
      title={t('page.login')}
      back={false}
      navRight={
        <button
          type="button"
          className="app-icon-button"
          aria-label={t('login.language')}
          onClick={pickLanguage}
        >
          <GlobalOutline fontSize={22} />
        </button>
      }
    >
      <div className="auth-body">
        <AuthHero />
        <LoginForm onLoggedIn={afterLogin} />
        <p className="auth-switch">
          {t('login.noAccount')} <Link to={paths.register}>{t('login.toRegister')}</Link>
        </p>
        <p className="auth-switch">
          <Link to={paths.resetCode}>{t('reset.haveCode')}</Link>
        </p>
        <TrialEntry onStarted={afterLogin} />
      </div>
    </PageLayout>
  );
}
