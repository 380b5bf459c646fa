import type { FamilyCode } from '@fairdraw/rules';
import { waveOf } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

import './draw-result.css';

export interface DrawResultBallsProps {
  family: FamilyCode;
  result: readonly number[];
  size?: 'small' | 'normal';
  /** Mark Six: the zodiac name under a ball (DrawResult passes it at normal size), or none. */
  zodiacLabel?: (n: number) => string;
}

const dieFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/**
 * The drawing of a result without the rules package's texts: the home list shows results small, with
 * no zodiac names, and so does without the texts' chunk (≈ 21 KB compressed, and its evaluation).
 * With zodiac names: DrawResult.
 */
export function DrawResultBalls({ family, result, size = 'normal', zodiacLabel }: DrawResultBallsProps) {
  const { t } = useTranslation();
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
                {zodiacLabel && <span className="game-ms__zodiac">{zodiacLabel(n)}</span>}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
