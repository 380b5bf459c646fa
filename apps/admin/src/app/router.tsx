import { Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';

import { useSession } from '../lib/session';
import { RequireRole } from './require-role';
import { type SectionKey, homePathFor, sections } from './sections';
import { Shell } from './shell';

type Screen = LazyExoticComponent<ComponentType>;

// One lazy chunk per screen: the login page does not wait for tables and charts.
const screens: Record<SectionKey, Screen> = {
  dashboard: lazy(() => import('./routes/dashboard')),
  users: lazy(() => import('./routes/users')),
  risk: lazy(() => import('./routes/risk')),
  recharge: lazy(() => import('./routes/recharge')),
  withdraw: lazy(() => import('./routes/withdraw')),
  approvals: lazy(() => import('./routes/approvals')),
  games: lazy(() => import('./routes/games')),
  draws: lazy(() => import('./routes/draws')),
  messages: lazy(() => import('./routes/messages')),
  support: lazy(() => import('./routes/support')),
  operators: lazy(() => import('./routes/operators')),
  audit: lazy(() => import('./routes/audit')),
};
const LoginScreen = lazy(() => import('./routes/login'));

const loading = <Spin style={{ display: 'block', margin: '64px auto' }} />;

function Home() {
  const operator = useSession();
  return <Navigate to={operator ? homePathFor(operator.role) : '/login'} replace />;
}

export const basename = '/backoffice';

export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: '/login',
        element: (
          <Suspense fallback={loading}>
            <LoginScreen />
          </Suspense>
        ),
      },
      {
        element: <Shell />,
        children: [
          { index: true, element: <Home /> },
          ...sections.map((section) => {
            const Screen = screens[section.key];
            return {
              path: section.path,
              element: (
                <RequireRole roles={section.roles}>
                  <Suspense fallback={loading}>
                    <Screen />
                  </Suspense>
                </RequireRole>
              ),
            };
          }),
          { path: '*', element: <Home /> },
        ],
      },
    ],
    { basename },
  );
}
