// Mocked API answers for screenshots of the play screens before the server's draw and betting
// endpoints existed (in the shapes packages/contract now declares). Deterministic: a seeded generator.
import { catalogOf, games } from '../../packages/rules/src/index';

export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const familyOf = (game: string) => games.find((g) => g.code === game)?.family ?? 'k3';

export function randomResult(game: string, random: () => number): number[] {
  const family = familyOf(game);
  const shuffle = (n: number) => {
    const a = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j] as number, a[i] as number];
    }
    return a;
  };
  if (family === 'k3') return [0, 0, 0].map(() => 1 + Math.floor(random() * 6));
  if (family === 'fiveball') return [0, 0, 0, 0, 0].map(() => Math.floor(random() * 10));
  if (family === 'racing') return shuffle(10);
  return shuffle(49).slice(0, 7);
}

const serverNow = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const issueAt = (n: number) => `20261123${String(n).padStart(4, '0')}`;

export function history(game: string, pageSize: number) {
  const random = seeded(game.length * 97 + 13);
  const list = Array.from({ length: pageSize }, (_, i) => ({
    issue: issueAt(600 - i),
    result: randomResult(game, random),
    drawnAt: iso(serverNow - (i + 1) * 60_000),
    commitment: 'ab'.repeat(32),
    seed: 'cd'.repeat(32),
  }));
  return { list, total: 600, page: 1, pageSize };
}

export function current(game: string) {
  const last = history(game, 1).list[0];
  return {
    game,
    issue: issueAt(601),
    status: 'open',
    openAt: iso(serverNow - 20_000),
    closeAt: iso(serverNow + 37_000),
    drawAt: iso(serverNow + 42_000),
    serverTime: iso(Date.now()),
    commitment: 'ab'.repeat(32),
    last,
  };
}

export const gameList = () => ({
  list: games.map((g) => ({ ...catalogOf(g.code), enabled: true })),
});

export const user = {
  id: 7,
  account: 'player01',
  type: 'player',
  balance: 1_234_500,
  frozen: 0,
  rebate: 0,
  phone: null,
  email: null,
  icon: null,
  bankInfo: [],
  securityLevel: 'low',
  hasFundPassword: false,
  lastLoginAt: null,
  lastLoginIp: null,
  inviteCode: null,
  mustChangePassword: false,
  trialExpiresAt: null,
  limits: {
    dailyDeposit: null,
    dailyLoss: null,
    sessionMinutes: null,
    selfExcludedUntil: null,
    pending: null,
  },
};

const betRows = [
  {
    game: 'k3',
    play: 'HZ',
    selection: [['10', '11']],
    betCount: 2,
    amount: 400,
    payout: 1260,
    status: 'won',
  },
  { game: 'k3', play: 'STHTX', selection: [['triple']], betCount: 1, amount: 200, payout: 0, status: 'lost' },
  {
    game: 'ffc',
    play: 'QZX2',
    selection: [['1', '3'], ['5']],
    betCount: 2,
    amount: 400,
    payout: 0,
    status: 'pending',
  },
  { game: 'pk10', play: 'PKQZX1', selection: [['3']], betCount: 1, amount: 1000, payout: 0, status: 'lost' },
  {
    game: 'lhc',
    play: 'TM',
    selection: [['07', '49']],
    betCount: 2,
    amount: 2000,
    payout: 0,
    status: 'refunded',
  },
];

export function betList() {
  const list = Array.from({ length: 12 }, (_, i) => {
    const row = betRows[i % betRows.length]!;
    const catalog = catalogOf(row.game)!;
    const playName = catalog.playGroups.find((p) => p.code === row.play)!.name;
    return {
      id: 100 - i,
      time: iso(serverNow - i * 300_000),
      game: row.game,
      gameName: catalog.name,
      play: row.play,
      playName,
      selection: row.selection,
      betCount: row.betCount,
      amount: row.amount,
      payout: row.payout,
      profit: row.payout - row.amount,
      issue: issueAt(600 - i),
      status: row.status,
      drawResult: row.status === 'pending' ? null : randomResult(row.game, seeded(i + 1)),
    };
  });
  return { list, total: list.length, page: 1, pageSize: 20 };
}

export function betDetail(id: number) {
  const row = betList().list.find((b) => b.id === id) ?? betList().list[0]!;
  const won = row.status === 'won';
  return {
    ...row,
    unitPrice: 200,
    multiple: 1,
    odds: [
      { key: '10', rate: 630 },
      { key: '11', rate: 630 },
    ],
    wins: won ? [{ combination: ['11'], rate: 630, payout: 1260 }] : [],
    draw: row.drawResult ? { result: row.drawResult, seed: 'cd'.repeat(32) } : null,
    cancellable: row.status === 'pending',
  };
}

export function chaseList() {
  return {
    list: [
      {
        chaseNo: 'C202611230001',
        game: 'k3',
        issues: 5,
        played: 2,
        won: 0,
        amount: 3000,
        payout: 0,
        stopOnWin: true,
        status: 'running',
      },
      {
        chaseNo: 'C202611220007',
        game: 'pk10',
        issues: 3,
        played: 3,
        won: 1,
        amount: 600,
        payout: 1950,
        stopOnWin: true,
        status: 'finished',
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  };
}

/** The envelope data of a mocked call, or undefined for paths it does not know. */
export function answer(path: string, body: Record<string, unknown>): unknown {
  const game = typeof body.game === 'string' ? body.game : 'k3';
  switch (path) {
    case '/user/getUserInfo':
      return user;
    case '/index/index':
      return {
        banners: [],
        notices: [],
        games: games.map((g) => ({
          code: g.code,
          family: g.family,
          name: g.code,
          category: g.category,
          icon: g.icon,
          intervalSec: g.intervalSec,
        })),
        categories: [],
        serviceUrl: '',
        version: '0.1.0',
      };
    case '/game/list':
      return gameList();
    case '/game/current':
      return current(game);
    case '/game/history':
      return history(game, Number(body.pageSize ?? 20));
    case '/bet/list':
      return betList();
    case '/bet/detail':
      return betDetail(Number(body.id));
    case '/chase/list':
      return chaseList();
    case '/user/unReadCount':
      return { notice: 0, newsletter: 0, total: 0 };
    default:
      return undefined;
  }
}
