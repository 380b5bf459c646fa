import 'antd-mobile/es/components/tab-bar/tab-bar.css';
import 'antd-mobile/es/components/badge/badge.css';

import { Badge, SafeArea } from 'antd-mobile';
import { AppOutline, MessageOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '../../config/paths';
import { useUnreadCounts } from '../../lib/unread';

const tabs = [
  { path: paths.home, titleKey: 'tab.home', Icon: AppOutline },
  { path: paths.customerService, titleKey: 'tab.service', Icon: MessageOutline },
  { path: paths.hall, titleKey: 'tab.hall', Icon: UnorderedListOutline },
  { path: paths.mine, titleKey: 'tab.mine', Icon: UserOutline },
] as const;

/**
 * Bottom tab bar, 55 px, four tabs in the spec's order. `/` counts as Home. antd-mobile's look (its
 * class names and CSS), but each tab is a link: focusable, reachable by keyboard, and the current one
 * is announced as the current page.
 */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = pathname === paths.root ? paths.home : pathname;
  // Operator replies not yet seen: a badge on the service tab (live through the shared event stream).
  const serviceUnread = useUnreadCounts()?.service ?? 0;
  return (
    <nav className="app-tab-bar" aria-label={t('tab.label')}>
      <div className="adm-tab-bar">
        <div className="adm-tab-bar-wrap">
          {tabs.map(({ path, titleKey, Icon }) => (
            <Link
              key={path}
              to={path}
              className={path === active ? 'adm-tab-bar-item adm-tab-bar-item-active' : 'adm-tab-bar-item'}
              aria-current={path === active ? 'page' : undefined}
            >
              <span className="adm-tab-bar-item-icon" aria-hidden>
                {path === paths.customerService && serviceUnread > 0 ? (
                  <Badge content={serviceUnread > 99 ? '99+' : serviceUnread}>
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )}
              </span>
              <span className="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">{t(titleKey)}</span>
              {path === paths.customerService && serviceUnread > 0 && (
                <span className="app-visually-hidden">
                  {t('messages.unreadCount', { count: serviceUnread })}
                </span>
              )}
            </Link>
          ))}
        </div>
        <SafeArea position="bottom" />
      </div>
    </nav>
  );
}
