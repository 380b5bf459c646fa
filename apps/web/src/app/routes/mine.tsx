import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { MineHeader } from '../../features/account/components/mine-header';
import { MineMenu } from '../../features/account/components/mine-menu';
import { TermsReminder } from '../../features/responsible-play/components/terms-reminder';
import { WithUser } from './with-user';

export default function MineRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout tabBar hiddenTitle={t('page.mine')}>
      <WithUser>
        {(user) => (
          <>
            <MineHeader user={user} />
            <TermsReminder terms={user.terms} />
            <MineMenu />
          </>
        )}
      </WithUser>
    </PageLayout>
  );
}
