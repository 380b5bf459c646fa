import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuthStore } from '../auth-store';
import { reportAuthFailure } from './report-auth-failure';

/** The 'tourism' entry of the login page: a trial account with demo money (POST /user/trial). */
export function TrialEntry({ onStarted }: { onStarted: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const trial = useAuthStore((state) => state.trial);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await trial();
      await onStarted();
    } catch (error) {
      reportAuthFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-trial">
      <Button block fill="outline" color="primary" loading={busy} onClick={() => void start()}>
        {t('login.trial')}
      </Button>
      <p className="app-muted auth-trial__hint">{t('login.trialHint')}</p>
    </div>
  );
}
