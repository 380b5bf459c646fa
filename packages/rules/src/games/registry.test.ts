import { describe, expect, it } from 'vitest';

import { distinctPair, guarded, positions } from '../bet/test-plays.test-support';
import { games } from './games';
import { effectiveRates, playGroupOf, stableId } from './play-group';
import { catalogOf, findPlay, playsByFamily, playsOf } from './registry';

describe('plays by game', () => {
  it("every game lists its family's plays, with unique play codes", () => {
    for (const game of games) {
      const plays = playsOf(game.code);
      expect(plays).toBe(playsByFamily[game.family]);
      expect(new Set(plays.map((p) => p.code)).size).toBe(plays.length);
      for (const play of plays) {
        expect(play.family).toBe(game.family);
        expect(findPlay(game.code, play.code)).toBe(play);
      }
    }
  });

  it('unknown games and plays', () => {
    expect(playsOf('nope')).toEqual([]);
    expect(findPlay('nope', 'HZ')).toBeUndefined();
    expect(findPlay('k3', 'nope')).toBeUndefined();
    expect(catalogOf('nope')).toBeUndefined();
  });

  it('a play code is found only in its own family', () => {
    const k3Play = playsByFamily.k3[0];
    expect(k3Play).toBeDefined();
    if (k3Play && !playsByFamily.marksix.some((p) => p.code === k3Play.code)) {
      expect(findPlay('lhc', k3Play.code)).toBeUndefined();
    }
  });
});

describe('stableId', () => {
  it('is deterministic, a positive safe integer, and depends on every part of the path', () => {
    expect(stableId('k3', 'HZ')).toBe(stableId('k3', 'HZ'));
    expect(stableId('k3', 'HZ')).not.toBe(stableId('k3', 'HZ', 'HZ'));
    expect(stableId('k3', 'HZ')).not.toBe(stableId('ffc', 'HZ'));
    // SHA-256("a") starts with ca978112ca1b: the id is those 48 bits and never changes between builds.
    expect(stableId('a')).toBe(0xca978112ca1b);
    for (const id of [stableId('x'), stableId('k3', 'HZ', 'HZ', '10')]) {
      expect(Number.isSafeInteger(id) && id >= 0 && id < 2 ** 48).toBe(true);
    }
  });
});

describe('playGroupOf (wire shape of /game/list)', () => {
  it('a direct play lists its items and no childrens', () => {
    const group = playGroupOf('k3', guarded);
    expect(group).toMatchObject({
      id: stableId('k3', 'GUARD'),
      code: 'GUARD',
      name: 'play.test.GUARD',
      rule: 'rule.test.GUARD',
      group: 'twoSided',
      counting: 'additive',
      minTotalPicks: 1,
      minPicks: 1,
      maxPicks: 4,
      childrens: [],
    });
    expect(group.items).toEqual([
      { id: stableId('k3', 'GUARD', 'GUARD', 'big'), code: 'big', name: 'item.test.big', rate: 195 },
      { id: stableId('k3', 'GUARD', 'GUARD', 'small'), code: 'small', name: 'item.test.small', rate: 195 },
      { id: stableId('k3', 'GUARD', 'GUARD', '1'), code: '1', name: 'item.test.1', rate: 900 },
      { id: stableId('k3', 'GUARD', 'GUARD', '2'), code: '2', name: 'item.test.2', rate: 900 },
    ]);
  });

  it('a row play lists its rows as childrens, each with its items', () => {
    const group = playGroupOf('ffc', positions, { digit: 980 });
    expect(group.items).toEqual([]);
    expect(group.minPicks).toBe(0);
    expect(group.maxPicks).toBe(20);
    expect(group.childrens.map((c) => [c.code, c.name, c.minPicks, c.maxPicks, c.items.length])).toEqual([
      ['ball1', 'row.test.ball1', 0, 10, 10],
      ['ball2', 'row.test.ball2', 0, 10, 10],
    ]);
    expect(group.childrens[1]?.id).toBe(stableId('ffc', 'POS', 'ball2'));
    expect(group.childrens[1]?.items[3]).toEqual({
      id: stableId('ffc', 'POS', 'ball2', '3'),
      code: '3',
      name: 'item.test.3',
      rate: 980,
    });
  });

  it('operator rates override the defaults key by key', () => {
    expect(effectiveRates(guarded)).toBe(guarded.defaultRates);
    expect(effectiveRates(guarded, { big: 190 })).toEqual({ big: 190, small: 195, '1': 900, '2': 900 });
    expect(playGroupOf('k3', guarded, { big: 190 }).items.map((i) => i.rate)).toEqual([190, 195, 900, 900]);
  });

  it('a snapshot naming every key is used as it is (settlement calls this per bet)', () => {
    const snapshot = { big: 190, small: 191, '1': 800, '2': 801 };
    expect(effectiveRates(guarded, snapshot)).toBe(snapshot);
  });

  it('refuses an item whose rate key has no rate (a definition bug)', () => {
    expect(() => playGroupOf('k3', { ...distinctPair, defaultRates: {} })).toThrow(/no rate for key DPAIR/);
  });
});

describe('catalogOf every game', () => {
  const catalogs = games.map((g) => catalogOf(g.code));

  it('carries the game fields and one play group per play', () => {
    games.forEach((game, i) => {
      const catalog = catalogs[i];
      expect(catalog).toMatchObject({
        code: game.code,
        family: game.family,
        category: game.category,
        name: game.nameKey,
        icon: game.icon,
        intervalSec: game.intervalSec,
        closeSec: game.closeSec,
      });
      expect(catalog?.playGroups.map((g) => g.code)).toEqual(playsOf(game.code).map((p) => p.code));
    });
  });

  it('mirrors every play: direct plays as items, row plays as childrens, names as keys, default rates', () => {
    for (const game of games) {
      const catalog = catalogOf(game.code);
      for (const play of playsOf(game.code)) {
        const group = catalog?.playGroups.find((g) => g.code === play.code);
        expect(group?.name).toBe(play.nameKey);
        const rows = play.direct ? [{ items: group?.items ?? [] }] : (group?.childrens ?? []);
        if (play.direct) expect(group?.childrens).toEqual([]);
        else expect(group?.items).toEqual([]);
        expect(rows).toHaveLength(play.rows.length);
        play.rows.forEach((row, r) => {
          expect(rows[r]?.items.map((i) => [i.code, i.name, i.rate])).toEqual(
            row.items.map((item) => [item.code, item.nameKey, play.defaultRates[item.rateKey]]),
          );
        });
      }
    }
  });

  it('every item shows a positive integer rate', () => {
    for (const catalog of catalogs) {
      for (const group of catalog?.playGroups ?? []) {
        for (const item of [...group.items, ...group.childrens.flatMap((c) => c.items)]) {
          expect(Number.isInteger(item.rate) && item.rate > 0).toBe(true);
        }
      }
    }
  });

  it('ids are unique across all games and stable between calls', () => {
    const ids = catalogs.flatMap((c) =>
      (c?.playGroups ?? []).flatMap((g) => [
        g.id,
        ...g.items.map((i) => i.id),
        ...g.childrens.flatMap((r) => [r.id, ...r.items.map((i) => i.id)]),
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(games.map((g) => catalogOf(g.code))).toEqual(catalogs);
  });

  it('applies per-play operator rates', () => {
    const play = playsOf('k3')[0];
    const item = play?.rows[0]?.items[0];
    expect(play && item).toBeTruthy();
    if (!play || !item) return;
    const catalog = catalogOf('k3', { [play.code]: { [item.rateKey]: 123 } });
    const group = catalog?.playGroups.find((g) => g.code === play.code);
    const shown = play.direct ? group?.items[0] : group?.childrens[0]?.items[0];
    expect(shown?.rate).toBe(123);
  });
});
