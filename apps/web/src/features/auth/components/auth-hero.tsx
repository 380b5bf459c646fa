import { useTranslation } from 'react-i18next';

export function AuthHero() {
  const { t } = useTranslation();
  return (
    <header className="auth-hero">
      <img src="/favicon.svg" alt="" className="auth-hero__logo" width={56} height={56} />
      <h1 className="auth-hero__title">{t('login.welcome')}</h1>
      <p className="auth-hero__subtitle">{t('login.subtitle')}</p>
    </header>
  );
}
