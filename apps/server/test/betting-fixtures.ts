import type { TestApp } from './helper';

let fundCounter = 0;

/** A registered player with `balanceFen` recharged through the ledger (system cash → user). */
export async function fundedPlayer(t: TestApp, balanceFen: number) {
  const session = await t.register();
  const info = await t.post('/user/getUserInfo', {}, { token: session.token });
  const userId = Number(info.body.data.id);
  if (balanceFen > 0) {
    await t.app.fairdraw.wallet.transfer({
      from: { system: 'cash' },
      to: { userId },
      amountFen: balanceFen,
      type: 'recharge',
      idempotencyKey: `test-fund:${userId}:${(fundCounter += 1)}`,
    });
  }
  return { ...session, userId };
}

/**
 * The open issue of a game, waiting (up to 60 s) while it is in its closing window or too near it.
 * `minLeftMs`: how long betting must stay open. A second by default: on a saturated CI machine an
 * order sent 150 ms before the close arrived after it (1005). The suites run at time scales up to 20,
 * where K3 is open ≈ 2.75 s of every 3 s.
 */
export async function openIssue(t: TestApp, game: string, minLeftMs = 1_000): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const cur = await t.post('/game/current', { game });
    if (cur.body.code === 0 && cur.body.data.status === 'open') {
      const left = Date.parse(cur.body.data.closeAt) - Date.parse(cur.body.data.serverTime);
      if (left > minLeftMs) return String(cur.body.data.issue);
    }
    if (Date.now() > deadline) throw new Error(`no open ${game} issue`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const balanceOf = async (t: TestApp, token: string): Promise<number> =>
  Number((await t.post('/user/getUserInfo', {}, { token })).body.data.balance);

let requestCounter = 0;
export const requestId = () => `req-${Date.now().toString(36)}-${(requestCounter += 1)}`;

/** K3 sum bets of 1.00 each on the numbers given, in one order on `issue` (fresh requestId). */
export const placeSumBets = (t: TestApp, token: string, issue: string, sums: readonly string[]) =>
  t.post(
    '/user/makeOrder',
    {
      game: 'k3',
      issue,
      requestId: requestId(),
      bets: sums.map((n) => ({ play: 'HZ', selection: [[n]], unitPrice: 100, multiple: 1 })),
    },
    { token },
  );
