import { formatFen, limits } from '@fairdraw/rules';
import { Badge, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/toast';
import { slipTotals, useGameStore } from '../model/game-store';
import { useRulesText } from '../../../lib/rules-text';
import { NumberStepper } from '../../../components/ui/number-stepper';

/** Unit stakes offered as chips, in fen (1, 2, 5, 10, 50, 100 per combination). */
export const unitChipsFen = [100, 200, 500, 1_000, 5_000, 10_000] as const;

/**
 * The bottom bar: unit stake chips, multiple stepper, the live count and amount (from the rules
 * package via the store), machine picks, add to slip and the slip button.
 */
export function StakeBar({ onOpenSlip }: { onOpenSlip: () => void }) {
  const { t } = useTranslation();
  const text = useRulesText();
  const unitPrice = useGameStore((s) => s.unitPrice);
  const multiple = useGameStore((s) => s.multiple);
  const betNumber = useGameStore((s) => s.betNumber);
  const amount = useGameStore((s) => s.amount);
  const slip = useGameStore((s) => s.slip);
  const store = useGameStore.getState;
  const report = (messageKey: string | null) => {
    if (messageKey) showToast(text(messageKey));
  };
  const slipCount = slip.length;
  return (
    <div className="game-stake">
      <div className="game-stake__line">
        <div className="game-stake__chips" role="radiogroup" aria-label={t('game.unitStake')}>
          {unitChipsFen.map((chip) => (
            <button
              key={chip}
              type="button"
              role="radio"
              aria-checked={unitPrice === chip}
              className={unitPrice === chip ? 'game-chip game-chip--on' : 'game-chip'}
              onClick={() => store().setUnitPrice(chip)}
            >
              {chip / 100}
            </button>
          ))}
        </div>
        <NumberStepper
          className="game-stake__multiple"
          aria-label={t('game.multiple')}
          min={1}
          max={limits.betMultipleMax}
          value={multiple}
          onChange={(value) => store().setMultiple(Math.max(1, Math.round(value || 1)))}
        />
      </div>
      <div className="game-stake__line">
        <p className="game-stake__summary" aria-live="polite">
          <span data-testid="bet-count">{t('game.betCount', { count: betNumber })}</span>
          <strong data-testid="bet-amount">{formatFen(amount)}</strong>
        </p>
        <div className="game-stake__actions">
          <Button size="mini" fill="outline" onClick={() => store().clearAll()}>
            {t('game.clear')}
          </Button>
          <Button size="mini" fill="outline" onClick={() => report(store().addRandom(1))}>
            {t('game.random', { count: 1 })}
          </Button>
          <Button size="mini" fill="outline" onClick={() => report(store().addRandom(5))}>
            {t('game.random', { count: 5 })}
          </Button>
          <Button size="mini" color="primary" onClick={() => report(store().addToSlip())}>
            {t('game.addToSlip')}
          </Button>
        </div>
      </div>
      <Button
        block
        color="warning"
        className="game-stake__slip"
        disabled={slipCount === 0}
        onClick={onOpenSlip}
      >
        <Badge content={slipCount > 0 ? slipCount : null}>
          <span className="game-stake__slip-label">
            {t('game.openSlip', { amount: formatFen(slipTotals(slip).amount) })}
          </span>
        </Badge>
      </Button>
    </div>
  );
}
