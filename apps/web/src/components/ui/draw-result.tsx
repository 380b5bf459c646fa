import type { FamilyCode } from '@fairdraw/rules';
import { zodiacOf, zodiacYearAt } from '@fairdraw/rules';

import { useRulesText } from '../../lib/rules-text';
import { DrawResultBalls } from './draw-result-balls';

interface DrawResultProps {
  family: FamilyCode;
  result: readonly number[];
  /** ISO time of the draw: Mark Six zodiacs follow the lunar year of that date. */
  drawnAt?: string;
  /** Mark Six: the lunar year the draw recorded (history rows carry it); wins over drawnAt. */
  zodiacYear?: number | null;
  size?: 'small' | 'normal';
}

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
 * A new result spins in (rotate 0.3 s).
 */
export function DrawResult({ family, result, drawnAt, zodiacYear, size = 'normal' }: DrawResultProps) {
  const text = useRulesText();
  const year = family === 'marksix' ? (zodiacYear ?? markSixYear(drawnAt)) : null;
  const zodiacLabel =
    year !== null && size === 'normal' ? (n: number) => text(`item.marksix.${zodiacOf(n, year)}`) : undefined;
  return <DrawResultBalls family={family} result={result} size={size} zodiacLabel={zodiacLabel} />;
}
