import type { UserInfo } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import 'antd-mobile/es/components/badge/badge.css';

import { Avatar, Badge } from 'antd-mobile';
import { MailOutline, SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useUnreadCounts } from '../../../lib/unread';
import { avatarKeyOf, avatarUrl } from '../avatar';

export function MineHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Unread notices and newsletters: a badge on the way into the message centre.
  const unread = useUnreadCounts()?.total ?? 0;
  return (
    <section className="mine-header">
      <div className="mine-header__tools">
        <button
          type="button"
          className="app-icon-button"
          aria-label={
            unread > 0
              ? `${t('mine.messages')}, ${t('messages.unreadCount', { count: unread })}`
              : t('mine.messages')
          }
          onClick={() => void navigate(paths.messageCenter)}
        >
          <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
            <MailOutline fontSize={22} />
          </Badge>
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
