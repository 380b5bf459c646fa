import { findGame, games } from '@fairdraw/rules';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useRulesText } from '../../../lib/rules-text';
import { HistoryList } from './history-list';
import { TrendsView } from './trends-view';
import '../game.css';

/** Draw history of one game (`?game=`), with the results list and the trends tab (`&tab=trends`). */
export function DrawHistoryView() {
  const { t } = useTranslation();
  const text = useRulesText();
  const [params, setParams] = useSearchParams();
  const game = findGame(params.get('game') ?? '') ?? games[0];
  const tab = params.get('tab') === 'trends' ? 'trends' : 'results';
  if (!game) return null;
  const go = (next: { game?: string; tab?: string }) =>
    setParams({ game: next.game ?? game.code, tab: next.tab ?? tab }, { replace: true });
  return (
    <div className="game-screen" data-game={game.code}>
      <div className="game-switch" role="tablist" aria-label={t('game.switchGame')}>
        {games.map((g) => (
          <button
            key={g.code}
            type="button"
            role="tab"
            aria-selected={g.code === game.code}
            className={g.code === game.code ? 'game-chip game-chip--on' : 'game-chip'}
            onClick={() => go({ game: g.code })}
          >
            {text(`game.${g.code}`)}
          </button>
        ))}
      </div>
      <Tabs activeKey={tab} onChange={(key) => go({ tab: key })}>
        <Tabs.Tab key="results" title={t('history.results')} />
        <Tabs.Tab key="trends" title={t('history.trends')} />
      </Tabs>
      {tab === 'results' ? (
        <HistoryList key={game.code} game={game.code} family={game.family} />
      ) : (
        <TrendsView key={game.code} game={game.code} family={game.family} />
      )}
    </div>
  );
}
