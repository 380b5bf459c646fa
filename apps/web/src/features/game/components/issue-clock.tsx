import type { FamilyCode } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import type { LiveGame } from '../model/use-live-game';
import { formatCountdown } from '../../../lib/server-clock';
import { DrawResult } from '../../../components/ui/draw-result';

interface IssueClockProps {
  game: string;
  family: FamilyCode;
  live: LiveGame;
}

/**
 * Current issue and its countdown to close (server time), then "closed — drawing" until the
 * result arrives; the last result beside it, linking to the draw history.
 */
export function IssueClock({ game, family, live }: IssueClockProps) {
  const { t } = useTranslation();
  const { current, timing } = live;
  if (!current || !timing) {
    return (
      <div className="game-clock" aria-busy>
        {t('common.loading')}
      </div>
    );
  }
  return (
    <div className="game-clock">
      <div className="game-clock__issue">
        <span className="game-clock__label">{t('game.issue', { issue: current.issue })}</span>
        <span className={`game-clock__state game-clock__state--${timing.phase}`} role="timer" aria-live="off">
          {timing.phase === 'open' && (
            <>
              {t('game.closesIn')}{' '}
              <strong data-testid="countdown">{formatCountdown(timing.closeInMs)}</strong>
            </>
          )}
          {timing.phase === 'upcoming' && (
            <>
              {t('game.opensIn')} <strong data-testid="countdown">{formatCountdown(timing.openInMs)}</strong>
            </>
          )}
          {(timing.phase === 'closed' || timing.phase === 'drawing') && (
            <strong data-testid="countdown">
              {t('game.closedDrawing')}
              {timing.phase === 'closed' ? ` ${formatCountdown(timing.drawInMs)}` : ''}
            </strong>
          )}
        </span>
      </div>
      {current.last && (
        <Link className="game-clock__last" to={`${paths.drawHistory}?game=${encodeURIComponent(game)}`}>
          {/* Named by its content, not aria-label: an aria-label must contain the visible text (WCAG
              2.5.3, axe label-content-name-mismatch), which the balls' numbers never were. The full
              issue is read instead of its visible last four digits. */}
          <span className="app-visually-hidden">{t('game.lastResult', { issue: current.last.issue })}</span>
          <span className="game-clock__last-issue" aria-hidden>
            {current.last.issue.slice(-4)}
          </span>
          <DrawResult
            key={current.last.issue}
            family={family}
            result={current.last.result}
            drawnAt={current.last.drawnAt}
            size="small"
          />
        </Link>
      )}
    </div>
  );
}
