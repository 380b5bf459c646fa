import type { RouteObject } from 'react-router';
import {
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
} from 'react-router';

import { Guard } from './guard';
import { lazyPage } from './lazy-page';
// Not lazy: the login page is the first screen of every new visitor (`/` logged out), so it comes with
// the first chunk instead of after it (one round trip less before it paints).
import LoginPage from './routes/login';
// Not lazy either: home's frame is the first screen of a logged-in visit; its game list loads beside it.
import HomePage, { HomeGames } from './routes/home';
import { paths } from '../config/paths';
import { initialLanguage } from '../i18n';
import { preloadEveryCurrentIssue } from '../lib/game-currents';
import { homeQueryOptions } from '../lib/home-data';
import { queryClient } from '../lib/query-client';
import { userInfoQueryOptions } from '../lib/user';

const HallPage = lazyPage(() => import('./routes/hall'));
const MinePage = lazyPage(() => import('./routes/mine'));
const CustomerServicePage = lazyPage(() => import('./routes/customer-service'));
const RegisterPage = lazyPage(() => import('./routes/register'));
const SetupPage = lazyPage(() => import('./routes/setup'));
const ModifyLoginPwdPage = lazyPage(() => import('./routes/modify-login-pwd'));
const ModifyTransPwdPage = lazyPage(() => import('./routes/modify-trans-pwd'));
const ResetCodePage = lazyPage(() => import('./routes/reset-code'));
const TermsPage = lazyPage(() => import('./routes/terms'));
const BindEmailPage = lazyPage(() => import('./routes/bind-email'));
const BindPhonePage = lazyPage(() => import('./routes/bind-phone'));
const PersonalCenterPage = lazyPage(() => import('./routes/personal-center'));
const VerifyPage = lazyPage(() => import('./routes/verify'));
const RechargePage = lazyPage(() => import('./routes/recharge'));
const RechargeRecordPage = lazyPage(() => import('./routes/recharge-record'));
const WithdrawManagePage = lazyPage(() => import('./routes/withdraw-manage'));
const WithdrawRecordPage = lazyPage(() => import('./routes/withdraw-record'));
const WithdrawalAddressPage = lazyPage(() => import('./routes/withdrawal-address'));
const BindBankCardPage = lazyPage(() => import('./routes/bind-bank-card'));
const BindDigitalWalletPage = lazyPage(() => import('./routes/bind-digital-wallet'));
const TransactionRecordPage = lazyPage(() => import('./routes/transaction-record'));
const AgentCenterPage = lazyPage(() => import('./routes/agent-center'));
const AgentDetailPage = lazyPage(() => import('./routes/agent-detail'));
const ReportPage = lazyPage(() => import('./routes/report'));
const K3GamePage = lazyPage(() => import('./routes/game-k3'));
const FiveBallGamePage = lazyPage(() => import('./routes/game-fiveball'));
const RacingGamePage = lazyPage(() => import('./routes/game-racing'));
const MarkSixGamePage = lazyPage(() => import('./routes/game-marksix'));
const BettingRecordPage = lazyPage(() => import('./routes/betting-record'));
const DrawHistoryPage = lazyPage(() => import('./routes/draw-history'));
const GameRulesPage = lazyPage(() => import('./routes/game-rules'));
const MessageCenterPage = lazyPage(() => import('./routes/message-center'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

/** The lazy page (home: its lazy game list) each first-screen path shows, to load it before React renders. */
const firstScreens: Record<string, { preload: () => void }> = {
  [paths.root]: HomeGames,
  [paths.home]: HomeGames,
  [paths.hall]: HallPage,
  [paths.mine]: MinePage,
};

/**
 * Called by main.tsx before the first render: the page's chunk and the user's data then load beside
 * the language texts instead of one after the other. Logged out, `/` shows the login page, which is in the
 * first chunk already.
 */
export function preloadFirstScreen(pathname: string, loggedIn: boolean): void {
  if (!loggedIn) return;
  firstScreens[pathname]?.preload();
  // The guard needs the user before any private page shows: ask now rather than after the first render.
  void queryClient.prefetchQuery(userInfoQueryOptions());
  // Home's list and every game's current issue too, at once (not once home's chunk or the list has
  // come): the list's queries in that chunk then share these requests (ADR 092).
  if (pathname === paths.root || pathname === paths.home) {
    void queryClient.prefetchQuery(homeQueryOptions(initialLanguage));
    preloadEveryCurrentIssue(queryClient);
  }
}

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
      { path: paths.resetCode, element: <ResetCodePage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.bindEmail, element: <BindEmailPage /> },
      { path: paths.bindPhone, element: <BindPhonePage /> },
      { path: paths.personalCenter, element: <PersonalCenterPage /> },
      { path: paths.verify, element: <VerifyPage /> },
      { path: paths.recharge, element: <RechargePage /> },
      { path: paths.rechargeRecord, element: <RechargeRecordPage /> },
      { path: paths.withdrawManage, element: <WithdrawManagePage /> },
      { path: paths.withdrawRecord, element: <WithdrawRecordPage /> },
      { path: paths.withdrawalAddress, element: <WithdrawalAddressPage /> },
      { path: paths.bindBankCard, element: <BindBankCardPage /> },
      { path: paths.bindDigitalWallet, element: <BindDigitalWalletPage /> },
      { path: paths.transactionRecord, element: <TransactionRecordPage /> },
      { path: paths.agentCenter, element: <AgentCenterPage /> },
      { path: paths.agentDetail, element: <AgentDetailPage /> },
      { path: paths.report, element: <ReportPage /> },
      { path: paths.bettingRecord, element: <BettingRecordPage /> },
      { path: paths.drawHistory, element: <DrawHistoryPage /> },
      { path: paths.gameRules, element: <GameRulesPage /> },
      { path: paths.k3Game, element: <K3GamePage /> },
      { path: paths.fiveBallGame, element: <FiveBallGamePage /> },
      { path: paths.pk10Game, element: <RacingGamePage /> },
      { path: paths.markSixGame, element: <MarkSixGamePage /> },
      { path: paths.messageCenter, element: <MessageCenterPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing over one browser history rather than createBrowserRouter: the app uses no
 * loaders or actions, and the data router would add about 15 KB gzip to the first chunk. The history
 * is also what the api-client reads and moves (app/provider.tsx connectApi).
 */
export function createAppRouter() {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  function AppRouter() {
    return (
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    );
  }
  return {
    AppRouter,
    state: {
      get location() {
        return history.location;
      },
    },
    navigate(to: string, options?: { replace?: boolean }) {
      if (options?.replace) history.replace(to);
      else history.push(to);
      return Promise.resolve();
    },
  };
}
