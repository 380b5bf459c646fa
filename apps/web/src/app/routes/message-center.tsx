import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { MessageCenter } from '../../features/messages/components/message-center';

export default function MessageCenterRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.messageCenter')}>
      <MessageCenter />
    </PageLayout>
  );
}
