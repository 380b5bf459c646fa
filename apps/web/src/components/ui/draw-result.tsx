import type { FamilyCode } from '@fairdraw/rules';
import { waveOf, zodiacOf, zodiacYearAt } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

import './draw-result.css';

import { useRulesText } from '../../lib/rules-text';

interface DrawResultProps {
  family: FamilyCode;
  result: readonly number[];
  /** ISO time of the draw: Mark Six zodiacs follow the lunar year of that date. */
  drawnAt?: string;
  /** Mark Six: the lunar year the draw recorded (history rows carry it); wins over drawnAt. */
  zodiacYear?: number | null;
  size?: 'small' | 'normal';
}

const dieFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function markSixYear(drawnAt: string | undefined): number | null {
  if (!drawnAt) return null;
  try {
    return zodiacYearAt(drawnAt.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * A result drawn per family, in draw order: dice faces (K3), balls (five-ball), cars in their colours
 * (racing, champion first), Mark Six balls coloured by wave with their zodiac, special number last.
 * A new result spins in (rotate 0.3 s, spec section 9).
 */
export function DrawResult({ family, result, drawnAt, zodiacYear, size = 'normal' }: DrawResultProps) {
  const { t } = useTranslation();
  const text = useRulesText();
  const year = family === 'marksix' ? (zodiacYear ?? markSixYear(drawnAt)) : null;
  return (
    <ol className={`game-result game-result--${family} game-result--${size}`} aria-label={t('game.result')}>
      {result.map((n, index) => {
        const special = family === 'marksix' && index === result.length - 1;
        const two = String(n).padStart(2, '0');
        return (
          <li
            // Draw order is the identity of a position; numbers repeat on dice and digits.
            key={index}
            className={special ? 'game-result__item game-result__item--special' : 'game-result__item'}
            aria-label={String(n)}
          >
            {family === 'k3' && (
              <span className="game-die" aria-hidden>
                {dieFaces[n - 1] ?? n}
              </span>
            )}
            {family === 'fiveball' && <span className="game-ball">{n}</span>}
            {family === 'racing' && <span className={`game-car game-car--${n}`}>{two}</span>}
            {family === 'marksix' && (
              <span className="game-ms">
                <span className={`game-ball game-ball--${waveOf(n)}`}>{two}</span>
                {year !== null && size === 'normal' && (
                  <span className="game-ms__zodiac">{text(`item.marksix.${zodiacOf(n, year)}`)}</span>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
