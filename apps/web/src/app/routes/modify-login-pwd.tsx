import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { userInfoQueryOptions } from '../../lib/user';
import { paths } from '../../config/paths';
import { WithUser } from './with-user';

export default function ModifyLoginPwdRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Agent-opened accounts replace both initial passwords (README): the fund password comes next.
  const onDone = async () => {
    const user = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
    await navigate(user.mustChangePassword ? paths.modifyTransPwd : paths.setup, { replace: true });
  };
  return (
    <PageLayout title={t('page.modifyLoginPwd')}>
      <WithUser>
        {(user) => (
          <>
            <ChangePasswordForm forced={user.mustChangePassword} onDone={onDone} />
            {/* Signed in yet forced here: an operator may have reset the fund password (ADR 104). */}
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
