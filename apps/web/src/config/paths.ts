/**
 * Every route of the app plus the ones the README implies, as exact strings (history mode,
 * base /, no path parameters; a query string such as `?game=k3` selects a game). Legacy spellings
 * (`widthDrawMange`, `BindBankCard`) are the public URLs and stay confined to this file.
 * Features import this table too: it is a leaf of constants, not app logic.
 */
export const paths = {
  root: '/',
  home: '/pages/home/home',
  customerService: '/pages/customer_service/customer_service',
  hall: '/pages/hall/hall',
  mine: '/pages/mine/mine',
  login: '/pages/account_info/login',
  register: '/pages/account_info/register',
  bettingRecord: '/pages/betting_record/index',
  modifyLoginPwd: '/pages/mine/modifyLoginPwd',
  modifyTransPwd: '/pages/mine/modifyTransPwd',
  setup: '/pages/mine/setup',
  bindEmail: '/pages/mine/bindEmail',
  bindPhone: '/pages/mine/bindPhone',
  withdrawalAddress: '/pages/mine/withdrawalAddress',
  bindBankCard: '/pages/mine/BindBankCard',
  bindDigitalWallet: '/pages/mine/BindDigitalWallet',
  personalCenter: '/pages/personal_center/personal_center',
  report: '/pages/mine/report',
  agentCenter: '/pages/agent/agent_center',
  agentDetail: '/pages/agent/agent_detail',
  messageCenter: '/pages/message_center/message_center',
  withdrawManage: '/pages/mine/widthDrawMange',
  rechargeRecord: '/pages/recharge_record/recharge_record',
  withdrawRecord: '/pages/withdraw_record/withdraw_record',
  transactionRecord: '/pages/transaction_record/transaction_record',
  fiveBallGame: '/pages/game/five_cents_game',
  k3Game: '/pages/game/fast_three_game',
  pk10Game: '/pages/game/pk10_game',
  markSixGame: '/pages/game/mark_six_game',
  recharge: '/pages/recharge/recharge',
  drawHistory: '/pages/game/draw_history',
  gameRules: '/pages/game/rules',
  verify: '/pages/verify/verify',
  /** Where the player redeems the one-time code of an operator's password reset (ADR 104). */
  resetCode: '/pages/account_info/reset_code',
  /** The terms of use that registration accepts (ADR 121, ADR 123). */
  terms: '/pages/account_info/terms',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/**
 * The guard's whitelist (the calls behind them need no TOKEN: docs/api-conventions.md), plus the public
 * fair-draw verifier (README).
 */
export const publicPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.customerService,
  paths.verify,
  paths.resetCode,
  paths.terms,
];

/** The four tab pages, in the spec's order. */
export const tabPaths = [paths.home, paths.customerService, paths.hall, paths.mine] as const;

/** Game page of a family; the game itself goes in the query string. */
const familyPaths: Record<string, AppPath> = {
  k3: paths.k3Game,
  fiveball: paths.fiveBallGame,
  racing: paths.pk10Game,
  marksix: paths.markSixGame,
};

export function gamePath(family: string, code: string): string {
  const base = familyPaths[family] ?? paths.hall;
  return `${base}?game=${encodeURIComponent(code)}`;
}

/** Login URL that brings the user back to `from` afterwards. */
export function loginPath(from?: string): string {
  if (!from || from === paths.login || publicPaths.includes(from.split('?')[0] ?? '')) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(from)}`;
}

/** Where to go after login: the remembered page when it is a safe in-app path, else home. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home;
}
