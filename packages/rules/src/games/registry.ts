import { fiveBallPlays } from './five-ball';
import { findGame } from './games';
import { k3Plays } from './k3';
import { markSixPlays } from './mark-six';
import { racingPlays } from './racing';
import type { WirePlayGroup } from './play-group';
import { playGroupOf } from './play-group';
import type { FamilyCode, GameDefinition, PlayDefinition, RateTable } from './types';

/** Every play of every family: the one place that knows which plays a game offers. */
export const playsByFamily: Readonly<Record<FamilyCode, readonly PlayDefinition[]>> = {
  k3: k3Plays,
  fiveball: fiveBallPlays,
  racing: racingPlays,
  marksix: markSixPlays,
};

const playIndex = new Map(
  Object.values(playsByFamily).flatMap((plays) => plays.map((p) => [`${p.family}/${p.code}`, p] as const)),
);

/** The plays of a game (of its family); empty for an unknown game. */
export function playsOf(game: string): readonly PlayDefinition[] {
  const definition = findGame(game);
  return definition ? playsByFamily[definition.family] : [];
}

export function findPlay(game: string, playCode: string): PlayDefinition | undefined {
  const definition = findGame(game);
  return definition ? playIndex.get(`${definition.family}/${playCode}`) : undefined;
}

/** A game's entry of `/game/list`; names are i18n keys, localized by the server. */
export interface GameCatalog {
  readonly code: GameDefinition['code'];
  readonly family: FamilyCode;
  readonly category: GameDefinition['category'];
  readonly name: string;
  readonly icon: string;
  readonly intervalSec: number;
  readonly closeSec: number;
  readonly playGroups: readonly WirePlayGroup[];
}

/**
 * The `/game/list` entry of a game. `rates` holds the operator's odds per play code (each a partial
 * RateTable over the play's defaults); plays without an entry show their default rates.
 */
export function catalogOf(
  game: string,
  rates?: Readonly<Record<string, RateTable>>,
): GameCatalog | undefined {
  const definition = findGame(game);
  if (!definition) return undefined;
  return {
    code: definition.code,
    family: definition.family,
    category: definition.category,
    name: definition.nameKey,
    icon: definition.icon,
    intervalSec: definition.intervalSec,
    closeSec: definition.closeSec,
    playGroups: playsByFamily[definition.family].map((play) =>
      playGroupOf(definition.code, play, rates?.[play.code]),
    ),
  };
}
