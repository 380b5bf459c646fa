import type { PlayDefinition } from '@fairdraw/rules';
import {
  findGame,
  formatFen,
  formatRate,
  games,
  playsOf,
  previewBet,
  randomPick,
  zodiacYearAt,
} from '@fairdraw/rules';
import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useRulesText } from '../../../lib/rules-text';
import { selectionText } from '../../../lib/selection-text';
import '../game.css';

/** A fixed generator, so that each play's example stays the same from visit to visit. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** The year of today's zodiac mapping for the examples (the default switch list covers it). */
const exampleContext = (() => {
  try {
    return { zodiacYear: zodiacYearAt(new Date().toISOString().slice(0, 10)) };
  } catch {
    return {};
  }
})();

const exampleUnitFen = 200;

function oddsRange(play: PlayDefinition): string {
  const rates = [...new Set(Object.values(play.defaultRates))].sort((a, b) => a - b);
  const low = rates[0];
  const high = rates.at(-1);
  if (low === undefined || high === undefined) return '';
  return low === high ? formatRate(low) : `${formatRate(low)} – ${formatRate(high)}`;
}

/** Rules of one game (`?game=`), play by play, from the rules package's data and texts, with an example. */
export function RulesView() {
  const { t } = useTranslation();
  const text = useRulesText();
  const [params, setParams] = useSearchParams();
  const game = findGame(params.get('game') ?? '') ?? games[0];
  if (!game) return null;
  const plays = playsOf(game.code);
  return (
    <div className="game-screen game-rules" data-game={game.code}>
      <div className="game-switch" role="tablist" aria-label={t('game.switchGame')}>
        {games.map((g) => (
          <button
            key={g.code}
            type="button"
            role="tab"
            aria-selected={g.code === game.code}
            className={g.code === game.code ? 'game-chip game-chip--on' : 'game-chip'}
            onClick={() => setParams({ game: g.code }, { replace: true })}
          >
            {text(`game.${g.code}`)}
          </button>
        ))}
      </div>
      <p className="game-rules__intro">
        {t('rules.intro', {
          interval: game.intervalSec,
          close: game.closeSec,
        })}
      </p>
      <Collapse defaultActiveKey={plays[0] ? [plays[0].code] : []}>
        {plays.map((play, index) => {
          const selection = randomPick(play, seeded(index + 11));
          // Pairing examples count in this year's zodiac mapping (the example needs a year, any is honest).
          const preview = previewBet(game.code, play, selection, exampleUnitFen, 1, exampleContext);
          return (
            <Collapse.Panel
              key={play.code}
              title={panelTitle(text(`group.${game.family}.${play.group}`), text(play.nameKey))}
            >
              <p>{text(play.ruleKey)}</p>
              <p className="game-rules__odds">
                {t('rules.odds')}: {oddsRange(play)}
              </p>
              <p className="game-rules__example">
                {t('rules.example', {
                  selection: selectionText(game.code, play.code, selection, text),
                  count: preview.betCount,
                  unit: formatFen(exampleUnitFen),
                  amount: formatFen(preview.amountFen),
                })}
              </p>
            </Collapse.Panel>
          );
        })}
      </Collapse>
    </div>
  );
}

/** "Group · Play", or just the play when both read the same (K3 "Sum · Sum"). */
function panelTitle(group: string, play: string): string {
  return group === play ? play : `${group} · ${play}`;
}
