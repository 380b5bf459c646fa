import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { paths } from '../../config/paths';
import { SettingsView } from '../../features/account/components/settings-view';
import { useAuthStore } from '../../features/auth/auth-store';
import ResponsibleGaming from '../../features/responsible-play/components/responsible-gaming';
import { showToast } from '../../lib/toast';
import { WithUser } from './with-user';

export default function SetupRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  const clear = useAuthStore((state) => state.clear);
  // A break, an exclusion or a closure has ended every session on the server: forget it here too.
  const sessionEnded = (message: string) => {
    clear();
    showToast(message);
    void navigate(paths.login, { replace: true });
  };
  return (
    <PageLayout title={t('page.setup')}>
      <WithUser>
        {(user) => (
          <SettingsView
            user={user}
            onLogout={() => logout().catch(() => undefined)}
            responsibleGaming={<ResponsibleGaming user={user} onSessionEnded={sessionEnded} />}
          />
        )}
      </WithUser>
    </PageLayout>
  );
}
