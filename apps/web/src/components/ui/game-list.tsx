import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { gamePath } from '../../config/paths';
import { GameIcon } from './game-icon';

export interface GameListEntry {
  code: string;
  family: string;
  name: string;
  intervalSec: number;
}

interface GameListProps {
  games: readonly GameListEntry[];
  /** Live parts per game (home): shown under the interval, and at the right edge. */
  renderDetail?: (game: GameListEntry) => ReactNode;
  renderExtra?: (game: GameListEntry) => ReactNode;
}

/** Games with localized names (the server's name when the UI has no text for a code) and draw interval. */
export function GameList({ games, renderDetail, renderExtra }: GameListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className="app-game-list">
      {games.map((game) => {
        const key = `game.${game.code}`;
        const name = i18n.exists(key) ? t(key) : game.name;
        const interval =
          game.intervalSec % 60 === 0
            ? t('home.intervalMin', { count: game.intervalSec / 60 })
            : t('home.intervalSec', { count: game.intervalSec });
        return (
          <List.Item
            key={game.code}
            prefix={<GameIcon code={game.code} />}
            description={
              renderDetail ? (
                <>
                  {interval}
                  {renderDetail(game)}
                </>
              ) : (
                interval
              )
            }
            extra={renderExtra?.(game)}
            onClick={() => void navigate(gamePath(game.family, game.code))}
          >
            {name}
          </List.Item>
        );
      })}
    </List>
  );
}
