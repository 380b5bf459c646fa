import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { BindContactForm, emailContact } from '../../features/account/components/bind-contact-form';
import { paths } from '../../config/paths';
import { WithUser } from './with-user';

export default function BindEmailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('page.bindEmail')}>
      <WithUser>
        {(user) => (
          <BindContactForm
            contact={emailContact}
            current={user.email}
            onDone={() => navigate(paths.setup, { replace: true })}
          />
        )}
      </WithUser>
    </PageLayout>
  );
}
