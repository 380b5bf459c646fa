import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { BindContactForm, phoneContact } from '../../features/account/components/bind-contact-form';
import { paths } from '../../config/paths';
import { WithUser } from './with-user';

export default function BindPhoneRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('page.bindPhone')}>
      <WithUser>
        {(user) => (
          <BindContactForm
            contact={phoneContact}
            current={user.phone}
            onDone={() => navigate(paths.setup, { replace: true })}
          />
        )}
      </WithUser>
    </PageLayout>
  );
}
