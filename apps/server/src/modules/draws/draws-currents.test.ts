import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentIssuesData, currentsGamesMax } from '@fairdraw/contract';
import { games as ruleGames } from '@fairdraw/rules';

import { type AnyData, type TestApp, buildTestApp } from '../../../test/helper';

/** Fields of /game/current that change from one call to the next while an issue stays open. */
const withoutClock = ({ serverTime: _t, serverTimeMs: _ms, ...rest }: AnyData) => rest;

describe('POST /game/currents: several games at once, each as /game/current answers it (ADR 092)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each game asked, in the order asked, as /game/current does', async () => {
    const codes = ruleGames.map((game) => game.code).reverse();
    const many = await t.post('/game/currents', { games: codes });
    expect(many.body.code).toBe(0);
    expect(currentIssuesData.safeParse(many.body.data).success).toBe(true);
    const list = many.body.data.list as AnyData[];
    expect(list.map((entry) => entry.game)).toEqual(codes);
    for (const entry of list) {
      const one = await t.post('/game/current', { game: entry.game });
      // Compared on the same issue: the clock moves and an issue may roll over between the two calls.
      if (one.body.data.issue !== entry.issue) continue;
      const { status: statusThen, ...then } = withoutClock(entry);
      const { status: statusNow, ...now } = withoutClock(one.body.data);
      expect(then).toEqual(now);
      // Or close between them (a CI run met a K3 close there): only forward, open then closed.
      if (statusThen !== statusNow) expect([statusThen, statusNow]).toEqual(['open', 'closed']);
    }
  });

  it("without a list, every game of /index/index's list, in its order", async () => {
    const home = await t.get('/index/index');
    const all = await t.post('/game/currents', {});
    expect(all.body.code).toBe(0);
    expect((all.body.data.list as AnyData[]).map((entry) => entry.game)).toEqual(
      (home.body.data.games as AnyData[]).map((game) => game.code),
    );
  });

  it('bad input answers the error envelope, never a 500', async () => {
    const unknown = await t.post('/game/currents', { games: ['k3', 'nope'] }, { lang: 'en' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: 1002, msg: 'Unknown game', data: null });
    const tooMany = Array.from({ length: currentsGamesMax + 1 }, () => 'k3');
    for (const body of [
      { games: null },
      { games: [] },
      { games: 'k3' },
      { games: [42] },
      { games: tooMany },
      [],
    ]) {
      const answer = await t.post('/game/currents', body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 1000 });
      expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'msg']);
    }
  });
});
