import type { FamilyCode } from '@fairdraw/rules';
import { formatFen, games, zodiacYearAt } from '@fairdraw/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { PageLayout } from '../../../components/ui/page-layout';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useUser } from '../../../lib/user';
import { gameListQuery, historyQuery } from '../api/game-api';
import { useGameStore } from '../model/game-store';
import { useLiveGame } from '../model/use-live-game';
import { useRulesText } from '../../../lib/rules-text';
import { BetSlip } from './bet-slip';
import { IssueClock } from './issue-clock';
import { PlayBoard } from './play-board';
import { PlayPicker } from './play-picker';
import { StakeBar } from './stake-bar';
import '../game.css';

const recentDraws = 10;

/**
 * The zodiac year of a Mark Six issue drawn on `day` (the operator's date, as the server sends
 * drawAt); null for other families, before the issue is known, or past the known switch dates.
 */
export function zodiacYearOfDay(family: FamilyCode, day: string | null): number | null {
  if (family !== 'marksix' || day === null) return null;
  try {
    return zodiacYearAt(day);
  } catch {
    return null;
  }
}

/** The game of a family named by `?game=`, or the family's first game. */
export function gameOfFamily(family: FamilyCode, requested: string | null): string {
  const familyGames = games.filter((g) => g.family === family);
  return (familyGames.find((g) => g.code === requested) ?? familyGames[0])?.code ?? '';
}

/**
 * One game screen for every family: the game switcher (five-ball and racing have several games),
 * the issue clock, play tabs, the board, the stake bar and the slip.
 */
export function GameScreen({ family }: { family: FamilyCode }) {
  const { t, i18n } = useTranslation();
  const text = useRulesText();
  const [params, setParams] = useSearchParams();
  const game = gameOfFamily(family, params.get('game'));
  const familyGames = games.filter((g) => g.family === family);
  const list = useQuery(gameListQuery(i18n.language));
  const entry = list.data?.find((g) => g.code === game);
  const gameType = useGameStore((s) => s.gameType);
  const storeGame = useGameStore((s) => s.game);
  const user = useUser();
  const live = useLiveGame(game);
  // The store's historyList: the latest draws of the game, refreshed when a result arrives.
  const recent = useQuery(historyQuery(game, recentDraws));
  const [slipOpen, setSlipOpen] = useState(false);

  useEffect(() => {
    useGameStore.getState().setGame(game);
  }, [game]);
  useEffect(() => {
    useGameStore.getState().setUserBalance(user.data?.balance ?? null);
  }, [user.data?.balance]);
  useEffect(() => {
    if (recent.data) useGameStore.getState().setHistoryList(recent.data.list);
  }, [recent.data]);
  // Mark Six pairing plays count with the open issue's zodiac year: its draw date's, as the server's.
  const drawDay = live.current?.drawAt.slice(0, 10) ?? null;
  useEffect(() => {
    useGameStore.getState().setZodiacYear(zodiacYearOfDay(family, drawDay));
  }, [family, drawDay]);

  const group = storeGame === game ? entry?.playGroups.find((g) => g.code === gameType) : undefined;
  const name = text(`game.${game}`);
  const open = live.timing?.phase === 'open';
  return (
    <PageLayout
      title={name}
      navRight={
        <span className="game-nav">
          <Link to={`${paths.drawHistory}?game=${game}`}>{t('game.history')}</Link>
          <Link to={`${paths.gameRules}?game=${game}`}>{t('game.rules')}</Link>
        </span>
      }
    >
      <div className="game-page">
        <div className="game-screen" data-game={game}>
          {familyGames.length > 1 && (
            <div className="game-switch" role="tablist" aria-label={t('game.switchGame')}>
              {familyGames.map((g) => (
                <button
                  key={g.code}
                  type="button"
                  role="tab"
                  aria-selected={g.code === game}
                  className={g.code === game ? 'game-chip game-chip--on' : 'game-chip'}
                  onClick={() => setParams({ game: g.code }, { replace: true })}
                >
                  {text(`game.${g.code}`)}
                </button>
              ))}
            </div>
          )}
          <IssueClock game={game} family={family} live={live} />
          <p className="game-balance">
            {t('home.balance')}:{' '}
            <strong data-testid="game-balance">{user.data ? formatFen(user.data.balance) : '--'}</strong>
          </p>
          {list.isPending && <SectionSkeleton />}
          {list.isError && <SectionError onRetry={() => void list.refetch()} />}
          {entry && (
            <PlayPicker
              family={family}
              playGroups={entry.playGroups}
              current={gameType}
              onPick={(play) => useGameStore.getState().setPlay(play)}
            />
          )}
          {group && <PlayBoard group={group} />}
        </div>
        <StakeBar onOpenSlip={() => setSlipOpen(true)} />
      </div>
      <BetSlip
        visible={slipOpen}
        onClose={() => setSlipOpen(false)}
        game={game}
        gameName={name}
        issue={live.current?.issue ?? null}
        open={open}
        playGroups={entry?.playGroups ?? []}
      />
    </PageLayout>
  );
}
