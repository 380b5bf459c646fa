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
 * The longest `openIssue` may wait (a closing window plus `minLeftMs`): a quarter of a server test's
 * 60 s timeout, so a test never times out on the clock. Mark Six closes 30 s of every 5 min at time
 * scale 1: a test that waited for it there timed out in CI one run in ten (ADR 141).
 */
export const longestOpenIssueWaitMs = 15_000;

/**
 * The open issue of a game, waiting while it is in its closing window or too near it. `minLeftMs`: how
 * long betting must stay open. A second by default: on a saturated CI machine an order sent 150 ms
 * before the close arrived after it (1005). Refuses at once a game and time scale whose closing window
 * plus `minLeftMs` could outlast `longestWaitMs`: choose a larger `timeScale` for that test, or give a
 * test with a longer timeout of its own a longer `longestWaitMs`.
 */
export async function openIssue(
  t: TestApp,
  game: string,
  minLeftMs = 1_000,
  longestWaitMs = longestOpenIssueWaitMs,
): Promise<string> {
  const deadline = Date.now() + longestWaitMs + 5_000;
  for (;;) {
    const cur = await t.post('/game/current', { game });
    if (cur.body.code === 0) {
      const { status, closeAt, drawAt, serverTime, issue } = cur.body.data;
      const closingMs = Date.parse(drawAt) - Date.parse(closeAt);
      if (closingMs + minLeftMs > longestWaitMs) {
        throw new Error(
          `openIssue(${game}, ${minLeftMs}) could wait ${closingMs + minLeftMs} ms (closing window ${closingMs} ms), ` +
            `more than ${longestWaitMs}: build this test's app with a larger timeScale`,
        );
      }
      if (status === 'open' && Date.parse(closeAt) - Date.parse(serverTime) > minLeftMs) return String(issue);
    }
    if (Date.now() > deadline)
      throw new Error(`no ${game} issue open ${minLeftMs} ms ahead: ${JSON.stringify(cur.body)}`);
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
