import type { FamilyCode, WirePlayGroup } from '@fairdraw/rules';
import { Tabs } from 'antd-mobile';

import { groupsOf } from '../model/play-rows';
import { useRulesText } from '../../../lib/rules-text';

interface PlayPickerProps {
  family: FamilyCode;
  playGroups: readonly WirePlayGroup[];
  current: string;
  onPick: (play: string) => void;
}

/** Play-group tabs, then the play types of the chosen group as chips (when it has several). */
export function PlayPicker({ family, playGroups, current, onPick }: PlayPickerProps) {
  const text = useRulesText();
  const groups = groupsOf(playGroups);
  const activeGroup = playGroups.find((p) => p.code === current)?.group ?? groups[0]?.[0] ?? '';
  const plays = groups.find(([group]) => group === activeGroup)?.[1] ?? [];
  return (
    <div className="game-plays">
      <Tabs
        activeKey={activeGroup}
        onChange={(group) => {
          const first = groups.find(([g]) => g === group)?.[1][0];
          if (first) onPick(first.code);
        }}
      >
        {groups.map(([group]) => (
          <Tabs.Tab key={group} title={text(`group.${family}.${group}`)} />
        ))}
      </Tabs>
      {plays.length > 1 && (
        <div className="game-plays__types" role="radiogroup">
          {plays.map((play) => (
            <button
              key={play.code}
              type="button"
              role="radio"
              aria-checked={play.code === current}
              className={play.code === current ? 'game-chip game-chip--on' : 'game-chip'}
              onClick={() => onPick(play.code)}
            >
              {text(play.name)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
