import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { useAuthStore } from '../../features/auth/auth-store';
import { SupportChat } from '../../features/support/components/support-chat';
import { VisitorMessageForm } from '../../features/support/components/visitor-message-form';

/** A tab page on the guard's whitelist: the conversation when logged in, else the visitor form. */
export default function CustomerServiceRoute() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((state) => state.token !== null);
  return (
    <PageLayout title={t('page.service')} back={false} tabBar>
      {loggedIn ? <SupportChat /> : <VisitorMessageForm />}
    </PageLayout>
  );
}
