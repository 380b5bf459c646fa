import {
  currentIssueData,
  currentIssuesData,
  gameBody,
  gameHistoryBody,
  gameHistoryData,
  gameListData,
  gamesBody,
  gameVerifyBody,
  liveEvent,
  verifyData,
} from '../draws';
import { getPackageBody, homeData, packageData } from '../site';
import type { Endpoint } from './endpoint';

/** The home page and the games: catalogue, current issues, history, verification, live events. */
export const gameEndpoints = {
  home: { method: 'GET', path: '/index/index', body: null, data: homeData, public: true },
  getPackage: { method: 'POST', path: '/getPackage', body: getPackageBody, data: packageData, public: true },
  gameList: { method: 'GET', path: '/game/list', body: null, data: gameListData, public: true },
  gameCurrent: {
    method: 'POST',
    path: '/game/current',
    body: gameBody,
    data: currentIssueData,
    public: true,
  },
  /** An addition for the home list (ADR 092); /game/current stays as it is. */
  gameCurrents: {
    method: 'POST',
    path: '/game/currents',
    body: gamesBody,
    data: currentIssuesData,
    public: true,
  },
  gameHistory: {
    method: 'POST',
    path: '/game/history',
    body: gameHistoryBody,
    data: gameHistoryData,
    public: true,
  },
  gameVerify: { method: 'POST', path: '/game/verify', body: gameVerifyBody, data: verifyData, public: true },
  gameEvents: { method: 'GET', path: '/game/events', body: null, data: liveEvent, public: true, sse: true },
} as const satisfies Record<string, Endpoint>;
