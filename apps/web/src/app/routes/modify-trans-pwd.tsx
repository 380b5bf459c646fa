import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { FundPasswordForm } from '../../features/account/components/fund-password-form';
import { paths } from '../../config/paths';
import { WithUser } from './with-user';

export default function ModifyTransPwdRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('page.modifyTransPwd')}>
      <WithUser>
        {(user) => (
          <>
            <FundPasswordForm
              hasFundPassword={user.hasFundPassword}
              onDone={() => navigate(paths.setup, { replace: true })}
            />
            {user.mustChangePassword && (
              <p className="auth-switch">
                <Link to={`${paths.resetCode}?kind=fund`}>{t('reset.haveCode')}</Link>
              </p>
            )}
          </>
        )}
      </WithUser>
    </PageLayout>
  );
}
