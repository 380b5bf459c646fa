import {
  type GameCatalog,
  type MessageLanguage,
  type RateTable,
  catalogOf,
  games as ruleGames,
  playsOf,
  textOf,
} from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { type GameRateRow, type GameRow, createGamesRepo } from './games.repo';

export type { GameRow } from './games.repo';

/** Rates per play code (each a table of rate key → odds in hundredths). */
export type GameRates = Record<string, Record<string, number>>;

function ratesByPlay(rows: readonly GameRateRow[]): GameRates {
  const out: GameRates = {};
  for (const row of rows) (out[row.playCode] ??= {})[row.rateKey] = row.rate;
  return out;
}

type WireGroup = GameCatalog['playGroups'][number];

/** The catalogue's names are i18n keys (rules); the wire carries them in the request's language. */
function localizeGroup(lang: MessageLanguage, group: WireGroup) {
  const item = (i: WireGroup['items'][number]) => ({ ...i, name: textOf(lang, i.name) });
  return {
    ...group,
    name: textOf(lang, group.name),
    rule: textOf(lang, group.rule),
    childrens: group.childrens.map((row) => ({
      ...row,
      name: textOf(lang, row.name),
      items: row.items.map(item),
    })),
    items: group.items.map(item),
  };
}

/** The games table (schedules, on/off, order) and per-play odds: seeded from rules, then data. */
export function createGamesService(deps: { db: Db }) {
  const repo = createGamesRepo(deps.db);

  return {
    /** Idempotent: inserts the README's games and the rules' default odds where missing. */
    async seed(tx: DbOrTx = deps.db): Promise<void> {
      await repo.insertGamesIfMissing(
        ruleGames.map((g, index) => ({
          code: g.code,
          family: g.family,
          category: g.category,
          intervalSec: g.intervalSec,
          closeSec: g.closeSec,
          sortOrder: index + 1,
        })),
        tx,
      );
      const rates = ruleGames.flatMap((g) =>
        playsOf(g.code).flatMap((play) =>
          Object.entries(play.defaultRates).map(([rateKey, rate]) => ({
            gameCode: g.code,
            playCode: play.code,
            rateKey,
            rate,
          })),
        ),
      );
      await repo.insertRatesIfMissing(rates, tx);
    },

    listGames: (): Promise<GameRow[]> => repo.listGames(),
    findGame: (code: string): Promise<GameRow | undefined> => repo.findGame(code),

    /** The odds in force for one play of a game (what a new bet snapshots). */
    async ratesOf(game: string, play: string, tx?: DbOrTx): Promise<RateTable> {
      const rows = await repo.ratesOfGame(game, tx);
      return ratesByPlay(rows.filter((r) => r.playCode === play))[play] ?? {};
    },

    async ratesOfGame(game: string, tx?: DbOrTx): Promise<GameRates> {
      return ratesByPlay(await repo.ratesOfGame(game, tx));
    },

    /** `/game/list`: every enabled game with its play groups at the stored odds. */
    async catalog(lang: MessageLanguage) {
      const [rows, rates] = await Promise.all([repo.listGames(), repo.listRates()]);
      const byGame = new Map<string, GameRateRow[]>();
      for (const r of rates) byGame.set(r.gameCode, [...(byGame.get(r.gameCode) ?? []), r]);
      return rows
        .filter((g) => g.enabled)
        .flatMap((g) => {
          const catalog = catalogOf(g.code, ratesByPlay(byGame.get(g.code) ?? []));
          if (!catalog) return [];
          return [
            {
              code: g.code,
              family: g.family,
              category: g.category,
              name: textOf(lang, catalog.name),
              icon: catalog.icon,
              intervalSec: g.intervalSec,
              closeSec: g.closeSec,
              enabled: g.enabled,
              playGroups: catalog.playGroups.map((group) => localizeGroup(lang, group)),
            },
          ];
        });
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
