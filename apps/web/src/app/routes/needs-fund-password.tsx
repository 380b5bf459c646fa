import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../paths';
import { WithUser } from './with-user';

/** Binding and withdrawing need the fund password: without one, offer to set it first. */
export function NeedsFundPassword({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WithUser>
      {(user) =>
        user.hasFundPassword ? (
          children
        ) : (
          <ErrorBlock
            status="default"
            title={t('withdraw.setFundPassword')}
            description=""
            className="app-placeholder"
          >
            <Button color="primary" onClick={() => void navigate(paths.modifyTransPwd)}>
              {t('withdraw.setNow')}
            </Button>
          </ErrorBlock>
        )
      }
    </WithUser>
  );
}
