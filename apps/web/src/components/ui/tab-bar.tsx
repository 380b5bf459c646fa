import { TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '../../app/paths';

const tabs = [
  { key: paths.home, titleKey: 'tab.home', icon: <AppOutline /> },
  { key: paths.customerService, titleKey: 'tab.service', icon: <MessageOutline /> },
  { key: paths.hall, titleKey: 'tab.hall', icon: <UnorderedListOutline /> },
  { key: paths.mine, titleKey: 'tab.mine', icon: <UserOutline /> },
] as const;

/** Bottom tab bar, 55 px, four tabs in the spec's order. `/` counts as Home. */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname === paths.root ? paths.home : pathname;
  return (
    <nav className="app-tab-bar" aria-label="tabs">
      <TabBar activeKey={active} onChange={(key) => void navigate(key)} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.titleKey)} />
        ))}
      </TabBar>
    </nav>
  );
}
