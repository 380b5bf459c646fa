import { send } from './http-load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The game's open issue once it has at least `minLeftMs` before its close (waits up to `maxWaitMs`). */
export async function openIssueWith(
  url: string,
  game: string,
  minLeftMs: number,
  maxWaitMs = 120_000,
): Promise<{ issue: string; leftMs: number }> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const answer = await send(`${url}/game/current`, { body: { game }, ip: '192.0.2.1' });
    const data = (
      JSON.parse(answer.text) as {
        data?: { issue: string; status: string; closeAt: string; serverTime: string };
      }
    ).data;
    if (data) {
      const left = Date.parse(data.closeAt) - Date.parse(data.serverTime);
      if (data.status === 'open' && left >= minLeftMs) return { issue: data.issue, leftMs: left };
      if (Date.now() > deadline) throw new Error(`${game}: no issue with ${minLeftMs} ms left`);
      // Sleep past this issue's close (or a little, when it is not open yet).
      await sleep(data.status === 'open' ? Math.max(200, left + 200) : 500);
    } else {
      if (Date.now() > deadline)
        throw new Error(`${game}/current: ${answer.status} ${answer.text.slice(0, 200)}`);
      await sleep(500);
    }
  }
}
