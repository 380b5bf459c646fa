import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { useAuthStore } from '../auth-store';
import { useAuthAction } from './use-auth-action';

/** The 'tourism' entry of the login page: a trial account with demo money (POST /user/trial). */
export function TrialEntry({ onStarted }: { onStarted: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const { busy, run } = useAuthAction(
    useAuthStore((state) => state.trial),
    onStarted,
  );
  return (
    <div className="auth-trial">
      <Button block fill="outline" color="primary" loading={busy} onClick={() => void run()}>
        {t('login.trial')}
      </Button>
      <p className="app-muted auth-trial__hint">{t('login.trialHint')}</p>
    </div>
  );
}
