import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { SettingsView } from '../../features/account/components/settings-view';
import { useAuthStore } from '../../features/auth/auth-store';
import { WithUser } from './with-user';

export default function SetupRoute() {
  const { t } = useTranslation();
  const logout = useAuthStore((state) => state.logout);
  return (
    <PageLayout title={t('page.setup')}>
      <WithUser>
        {(user) => <SettingsView user={user} onLogout={() => logout().catch(() => undefined)} />}
      </WithUser>
    </PageLayout>
  );
}
