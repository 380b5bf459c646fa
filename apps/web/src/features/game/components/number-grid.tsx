import type { QuickPick, WireRow } from '@fairdraw/rules';
import { formatRate } from '@fairdraw/rules';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { columnsOf, isNumberRow } from '../model/play-rows';
import { useRulesText } from '../../../lib/rules-text';

const quickPicks: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

interface NumberGridProps {
  row: WireRow;
  /** Shown above the grid when the play has several rows (ball 1, champion…). */
  title?: string;
  picked: readonly string[];
  onToggle: (code: string) => void;
  onQuickPick: (kind: QuickPick) => void;
}

/** One row of a play: boxes with their odds (rate × 0.01), and the quick-pick row on number grids. */
export function NumberGrid({ row, title, picked, onToggle, onQuickPick }: NumberGridProps) {
  const { t } = useTranslation();
  const text = useRulesText();
  const chosen = new Set(picked);
  const style = { '--grid-columns': columnsOf(row) } as CSSProperties;
  return (
    <section className="game-row" aria-label={title ?? text(row.name)}>
      {title && <h3 className="game-row__title">{title}</h3>}
      {isNumberRow(row) && (
        <div className="game-quick" role="group" aria-label={t('game.quickPick')}>
          {quickPicks.map((kind) => (
            <button key={kind} type="button" className="game-quick__button" onClick={() => onQuickPick(kind)}>
              {t(`game.quick.${kind}`)}
            </button>
          ))}
        </div>
      )}
      <div className="game-grid" style={style}>
        {row.items.map((item) => {
          const on = chosen.has(item.code);
          return (
            <button
              key={item.code}
              type="button"
              className={on ? 'game-box game-box--on' : 'game-box'}
              aria-pressed={on}
              data-code={item.code}
              onClick={() => onToggle(item.code)}
            >
              <span className="game-box__name">{text(item.name)}</span>
              <span className="game-box__odds">{formatRate(item.rate)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
