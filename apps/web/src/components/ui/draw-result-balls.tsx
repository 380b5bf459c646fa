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

/**
 * A die's pips by face, as cells of a 3 × 3 grid (1 top left … 9 bottom right). Drawn, not the
 * Unicode dice ⚀–⚅: phones' fonts draw those at any size or not at all, and on Linux each face
 * sent the first layout looking for a fallback font (2–15 ms each, a third of its time: docs/performance.md).
 */
const pipCells: Record<number, readonly number[]> = {
  1: [5],
  2: [1, 9],
  3: [1, 5, 9],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

function Die({ face }: { face: number }) {
  return (
    <span className="game-die" aria-hidden>
      {(pipCells[face] ?? []).map((cell) => (
        <i
          key={cell}
          className="game-die__pip"
          style={{ gridArea: `${Math.ceil(cell / 3)} / ${((cell - 1) % 3) + 1}` }}
        />
      ))}
    </span>
  );
}

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
            {family === 'k3' && <Die face={n} />}
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
