import type { GameDefinition } from './types';

/** README "Games and schedules". Schedules are defaults: operators edit the stored copy. */
export const games: readonly GameDefinition[] = [
  {
    code: 'k3',
    family: 'k3',
    category: 'quick3',
    nameKey: 'game.k3',
    icon: 'k3',
    intervalSec: 60,
    closeSec: 5,
  },
  {
    code: 'ffc',
    family: 'fiveball',
    category: 'minute',
    nameKey: 'game.ffc',
    icon: 'ffc',
    intervalSec: 60,
    closeSec: 5,
  },
  {
    code: 'sfc',
    family: 'fiveball',
    category: 'minute',
    nameKey: 'game.sfc',
    icon: 'sfc',
    intervalSec: 180,
    closeSec: 15,
  },
  {
    code: 'wfc',
    family: 'fiveball',
    category: 'minute',
    nameKey: 'game.wfc',
    icon: 'wfc',
    intervalSec: 300,
    closeSec: 30,
  },
  {
    code: 'pk10',
    family: 'racing',
    category: 'other',
    nameKey: 'game.pk10',
    icon: 'pk10',
    intervalSec: 180,
    closeSec: 15,
  },
  {
    code: 'xyft',
    family: 'racing',
    category: 'lucky',
    nameKey: 'game.xyft',
    icon: 'xyft',
    intervalSec: 300,
    closeSec: 30,
  },
  {
    code: 'lhc',
    family: 'marksix',
    category: 'other',
    nameKey: 'game.lhc',
    icon: 'lhc',
    intervalSec: 300,
    closeSec: 30,
  },
];

export const hallCategories = ['all', 'quick3', 'minute', 'other', 'lucky'] as const;

export function findGame(code: string): GameDefinition | undefined {
  return games.find((g) => g.code === code);
}
