import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';

import { Guard } from './guard';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const HomePage = lazyPage(() => import('./routes/home'));
const HallPage = lazyPage(() => import('./routes/hall'));
const MinePage = lazyPage(() => import('./routes/mine'));
const CustomerServicePage = lazyPage(() => import('./routes/customer-service'));
const LoginPage = lazyPage(() => import('./routes/login'));
const RegisterPage = lazyPage(() => import('./routes/register'));
const SetupPage = lazyPage(() => import('./routes/setup'));
const ModifyLoginPwdPage = lazyPage(() => import('./routes/modify-login-pwd'));
const ModifyTransPwdPage = lazyPage(() => import('./routes/modify-trans-pwd'));
const BindEmailPage = lazyPage(() => import('./routes/bind-email'));
const BindPhonePage = lazyPage(() => import('./routes/bind-phone'));
const PersonalCenterPage = lazyPage(() => import('./routes/personal-center'));
const VerifyPage = lazyPage(() => import('./routes/verify'));
const ComingSoonPage = lazyPage(() => import('./routes/coming-soon'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

/** Screens of later issues: real pages with their own title, saying they are coming soon. */
const comingSoon: [path: string, titleKey: string][] = [
  [paths.bettingRecord, 'page.bettingRecord'],
  [paths.withdrawalAddress, 'page.withdrawalAddress'],
  [paths.bindBankCard, 'page.bindBankCard'],
  [paths.bindDigitalWallet, 'page.bindDigitalWallet'],
  [paths.report, 'page.report'],
  [paths.agentCenter, 'page.agentCenter'],
  [paths.agentDetail, 'page.agentDetail'],
  [paths.messageCenter, 'page.messageCenter'],
  [paths.withdrawManage, 'page.withdrawManage'],
  [paths.rechargeRecord, 'page.rechargeRecord'],
  [paths.withdrawRecord, 'page.withdrawRecord'],
  [paths.transactionRecord, 'page.transactionRecord'],
  [paths.fiveBallGame, 'page.fiveBallGame'],
  [paths.k3Game, 'page.k3Game'],
  [paths.pk10Game, 'page.pk10Game'],
  [paths.markSixGame, 'page.markSixGame'],
  [paths.recharge, 'page.recharge'],
  [paths.drawHistory, 'page.drawHistory'],
  [paths.gameRules, 'page.gameRules'],
];

export const routes: RouteObject[] = [
  {
    element: <Guard />,
    children: [
      { path: paths.root, element: <HomePage /> },
      { path: paths.home, element: <HomePage /> },
      { path: paths.customerService, element: <CustomerServicePage /> },
      { path: paths.hall, element: <HallPage /> },
      { path: paths.mine, element: <MinePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.setup, element: <SetupPage /> },
      { path: paths.modifyLoginPwd, element: <ModifyLoginPwdPage /> },
      { path: paths.modifyTransPwd, element: <ModifyTransPwdPage /> },
      { path: paths.bindEmail, element: <BindEmailPage /> },
      { path: paths.bindPhone, element: <BindPhonePage /> },
      { path: paths.personalCenter, element: <PersonalCenterPage /> },
      { path: paths.verify, element: <VerifyPage /> },
      ...comingSoon.map(([path, titleKey]) => ({
        path,
        element: <ComingSoonPage key={path} titleKey={titleKey} />,
      })),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
