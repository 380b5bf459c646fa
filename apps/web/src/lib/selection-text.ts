import { findPlay } from '@fairdraw/rules';

/**
 * A bet's selection as text: each row's picked item names, rows labelled when the play has several
 * ("Ball 1: 1,3 | Ball 2: 5"). Unknown plays or items show their codes.
 */
export function selectionText(
  game: string,
  playCode: string,
  selection: readonly (readonly string[])[],
  text: (key: string) => string,
): string {
  const play = findPlay(game, playCode);
  return selection
    .map((picks, index) => {
      if (picks.length === 0) return '';
      const row = play?.rows[index];
      const names = picks.map((code) => {
        const item = row?.items.find((i) => i.code === code);
        return item ? text(item.nameKey) : code;
      });
      return row && play && play.rows.length > 1
        ? `${text(row.nameKey)}: ${names.join(',')}`
        : names.join(',');
    })
    .filter((part) => part !== '')
    .join(' | ');
}
