import {
  AuditOutlined,
  CheckSquareOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FieldTimeOutlined,
  HeartOutlined,
  LogoutOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  SafetyOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { logout } from '../features/auth/login-api';
import { session, useSession } from '../lib/session';
import { texts } from '../texts';
import { type SectionKey, sectionsFor } from './sections';

const icons: Record<SectionKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  users: <TeamOutlined />,
  risk: <HeartOutlined />,
  recharge: <DownloadOutlined />,
  withdraw: <UploadOutlined />,
  approvals: <CheckSquareOutlined />,
  games: <PlayCircleOutlined />,
  draws: <FieldTimeOutlined />,
  messages: <NotificationOutlined />,
  support: <CustomerServiceOutlined />,
  operators: <SafetyOutlined />,
  audit: <AuditOutlined />,
};

/** Desktop layout: a menu of the screens the operator's role may open, a header, the screen. */
export function Shell() {
  const operator = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Narrow windows (1024 px) start with the menu folded to icons, leaving room for wide tables.
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < 1200);
  if (!operator) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  const items = sectionsFor(operator.role).map((section) => ({
    key: section.path,
    icon: icons[section.key as SectionKey],
    label: section.label,
  }));
  const selected = items.find((item) => location.pathname.startsWith(item.key))?.key;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={208}
        theme="dark"
        trigger={
          <span aria-label={collapsed ? texts.shell.expand : texts.shell.collapse} role="button">
            {collapsed ? '»' : '«'}
          </span>
        }
      >
        <div
          style={{
            color: '#fff',
            padding: '16px',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {collapsed ? 'FD' : 'Fairdraw'}
        </div>
        <nav aria-label={texts.menu.navigation}>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={items}
            onClick={({ key }) => void navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Typography.Text strong>{texts.appName}</Typography.Text>
          <Space>
            <Typography.Text>
              {texts.shell.signedInAs} <strong data-testid="operator-account">{operator.account}</strong>
            </Typography.Text>
            <Tag variant="outlined" color="processing">
              {texts.roles[operator.role]}
            </Tag>
            <Button
              icon={<LogoutOutlined />}
              // The server ends the session (ADR 102); the app forgets it even if that call fails.
              onClick={() =>
                void logout()
                  .catch(() => undefined)
                  .finally(() => session.set(null))
              }
            >
              {texts.shell.logout}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
