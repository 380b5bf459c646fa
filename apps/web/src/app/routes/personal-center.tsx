import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { PersonalCenter } from '../../features/account/components/personal-center';
import { WithUser } from './with-user';

export default function PersonalCenterRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageLayout title={t('page.personalCenter')}>
      <WithUser>
        {(user) => <PersonalCenter user={user} pickOnOpen={params.get('pick') === 'avatar'} />}
      </WithUser>
    </PageLayout>
  );
}
