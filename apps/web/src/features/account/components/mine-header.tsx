import type { UserInfo } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { Avatar } from 'antd-mobile';
import { MailOutline, SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { avatarKeyOf, avatarUrl } from '../avatar';

export function MineHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="mine-header">
      <div className="mine-header__tools">
        <button
          type="button"
          className="app-icon-button"
          aria-label={t('mine.messages')}
          onClick={() => void navigate(paths.messageCenter)}
        >
          <MailOutline fontSize={22} />
        </button>
        <button
          type="button"
          className="app-icon-button"
          aria-label={t('mine.settings')}
          onClick={() => void navigate(paths.setup)}
        >
          <SetOutline fontSize={22} />
        </button>
      </div>
      <button type="button" className="mine-header__who" onClick={() => void navigate(paths.personalCenter)}>
        <Avatar src={avatarUrl(avatarKeyOf(user))} className="mine-header__avatar" alt="" />
        <span className="mine-header__name">
          <strong>{user.account}</strong>
          <span className="mine-header__badge">{t(`userType.${user.type}`)}</span>
        </span>
      </button>
      <div className="mine-header__money">
        <div>
          <span className="mine-header__label">{t('mine.balance')}</span>
          <strong className="mine-header__amount">{formatFen(user.balance)}</strong>
        </div>
        {user.frozen > 0 && (
          <div>
            <span className="mine-header__label">{t('mine.frozen')}</span>
            <strong className="mine-header__amount mine-header__amount--small">
              {formatFen(user.frozen)}
            </strong>
          </div>
        )}
      </div>
    </section>
  );
}
