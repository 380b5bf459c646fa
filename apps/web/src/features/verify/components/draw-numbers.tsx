import type { FamilyCode } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

interface DrawNumbersProps {
  family: FamilyCode;
  result: readonly number[];
}

/** Families whose numbers are written with two digits (01–10, 01–49). */
const padded: ReadonlySet<FamilyCode> = new Set(['racing', 'marksix']);

/**
 * A draw result as chips in draw order: K3 dice, five-ball digits, racing cars (champion first) or the
 * six Mark Six numbers followed by the special number.
 */
export function DrawNumbers({ family, result }: DrawNumbersProps) {
  const { t } = useTranslation();
  const specialIndex = family === 'marksix' ? result.length - 1 : -1;
  return (
    <ol className={`verify-balls verify-balls--${family}`} aria-label={t('verify.drawResult')}>
      {result.map((n, index) => {
        const special = index === specialIndex;
        const text = padded.has(family) ? String(n).padStart(2, '0') : String(n);
        return (
          // Draw order is the identity of a position; numbers may repeat (dice, digits).
          <li
            key={index}
            className={special ? 'verify-ball-item verify-ball-item--special' : 'verify-ball-item'}
          >
            {special && (
              <span className="verify-plus" aria-hidden>
                +
              </span>
            )}
            <span className="verify-ball-cell">
              <span className={special ? 'verify-ball verify-ball--special' : 'verify-ball'}>{text}</span>
              {special && <span className="verify-ball-caption">{t('verify.special')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
