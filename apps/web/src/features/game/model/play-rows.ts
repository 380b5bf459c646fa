import type { WirePlayGroup, WireRow } from '@fairdraw/rules';

/** The rows of a wire play group in selection order: its `childrens`, or its `items` as one row. */
export function rowsOf(group: WirePlayGroup): readonly WireRow[] {
  if (group.childrens.length > 0) return group.childrens;
  return [
    {
      id: group.id,
      code: group.code,
      name: group.name,
      minPicks: group.minPicks,
      maxPicks: group.maxPicks,
      items: group.items,
      // A direct typed-entry play carries its entry shape on the group.
      ...(group.entry ? { entry: group.entry } : {}),
    },
  ];
}

const isNumeric = (code: string) => /^\d+$/.test(code);

/** Whether a row is a number grid (it then gets the quick-pick row). */
export function isNumberRow(row: WireRow): boolean {
  const numbers = row.items.filter((item) => isNumeric(item.code)).length;
  return numbers >= 6 && row.maxPicks > 1;
}

/**
 * Grid columns (quick-pick grids use 5 or 6 columns). Named options (big, small,
 * zodiacs…) get at most 4 so that longer words fit at 320 px.
 */
export function columnsOf(row: WireRow): number {
  const count = row.items.length;
  const numeric = row.items.every((item) => isNumeric(item.code));
  if (!numeric) {
    if (count <= 4) return Math.max(count, 2);
    return count % 3 === 0 && count % 4 !== 0 ? 3 : 4;
  }
  if (count <= 6) return count;
  return count % 5 === 0 ? 5 : 6;
}

/** Whether a row is typed (单式): its picks come from a text box, not from boxes to tap. */
export const isTypedRow = (row: WireRow): boolean => row.entry !== undefined;

/** Play groups of a game by their UI group (the tabs), in catalogue order. */
export function groupsOf(playGroups: readonly WirePlayGroup[]): [group: string, plays: WirePlayGroup[]][] {
  const groups = new Map<string, WirePlayGroup[]>();
  for (const play of playGroups) {
    const list = groups.get(play.group) ?? [];
    list.push(play);
    groups.set(play.group, list);
  }
  return [...groups];
}
