import type { WirePlayGroup } from '@fairdraw/rules';

import { useGameStore } from '../model/game-store';
import { rowsOf } from '../model/play-rows';
import { useRulesText } from '../../../lib/rules-text';
import { NumberGrid } from './number-grid';
import { TypedEntryBoard } from './typed-entry-board';

/** The current play's rows, wired to the game store (selection in the wire shape). */
export function PlayBoard({ group }: { group: WirePlayGroup }) {
  const text = useRulesText();
  const gameItems = useGameStore((s) => s.gameItems);
  const toggle = useGameStore((s) => s.toggle);
  const quickPick = useGameStore((s) => s.quickPick);
  const typedText = useGameStore((s) => s.typedText);
  const setTyped = useGameStore((s) => s.setTyped);
  const rows = rowsOf(group);
  return (
    <div className="game-board" data-play={group.code}>
      <p className="game-board__rule">{text(group.rule)}</p>
      {rows.map((row, index) =>
        row.entry ? (
          <TypedEntryBoard
            key={row.code}
            row={{ ...row, entry: row.entry }}
            title={rows.length > 1 ? text(row.name) : undefined}
            text={typedText[index] ?? ''}
            onChange={(value) => setTyped(index, value)}
          />
        ) : (
          <NumberGrid
            key={row.code}
            row={row}
            title={rows.length > 1 ? text(row.name) : undefined}
            picked={gameItems[index] ?? []}
            onToggle={(code) => toggle(index, code)}
            onQuickPick={(kind) => quickPick(index, kind)}
          />
        ),
      )}
    </div>
  );
}
