import type { WirePlayGroup } from '@fairdraw/rules';
import { formatFen } from '@fairdraw/rules';
import { Button, Checkbox, Dialog, Popup, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChasePlan } from '../model/chase-plan';
import {
  chaseIssuesMax,
  chaseIssuesMin,
  chaseMultiples,
  chaseTotalFen,
  defaultChasePlan,
} from '../model/chase-plan';
import { slipTotals, useGameStore } from '../model/game-store';
import { orderBody, usePlaceOrder } from '../model/use-place-order';
import { useRulesText } from '../../../lib/rules-text';
import { selectionText } from '../../../lib/selection-text';
import { NumberStepper } from '../../../components/ui/number-stepper';

interface BetSlipProps {
  visible: boolean;
  onClose: () => void;
  game: string;
  gameName: string;
  issue: string | null;
  open: boolean;
  playGroups: readonly WirePlayGroup[];
}

/**
 * The slip: several plays of one game and issue, each editable or removable, the totals, an optional
 * chase, a confirmation, then one makeOrder.
 */
export function BetSlip({ visible, onClose, game, gameName, issue, open, playGroups }: BetSlipProps) {
  const { t } = useTranslation();
  const text = useRulesText();
  const slip = useGameStore((s) => s.slip);
  const [chase, setChase] = useState<ChasePlan | null>(null);
  const { submit, submitting } = usePlaceOrder(() => {
    setChase(null);
    onClose();
  });
  const totals = slipTotals(slip);
  const total = chase ? chaseTotalFen(slip, chase) : totals.amount;
  const groupOf = (play: string) => playGroups.find((g) => g.code === play);
  const patchChase = (patch: Partial<ChasePlan>) => setChase((c) => (c ? { ...c, ...patch } : c));

  async function confirmAndSubmit() {
    if (!issue) return;
    const confirmed = await Dialog.confirm({
      title: t('game.confirmTitle'),
      content: (
        <div className="game-confirm">
          <p>{t('game.confirmIssue', { game: gameName, issue })}</p>
          <p>{t('game.slipTotal', { count: totals.betCount, amount: formatFen(totals.amount) })}</p>
          {chase && <p>{t('game.chaseSummary', { issues: chase.issues, amount: formatFen(total) })}</p>}
        </div>
      ),
      confirmText: t('game.placeBet'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) await submit(orderBody(game, issue, chase));
  }

  const multiples = chase ? chaseMultiples(chase) : undefined;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="game-slip"
      destroyOnClose
    >
      <header className="game-slip__head">
        <h2>{t('game.slip')}</h2>
        <span>{issue ? t('game.issue', { issue }) : ''}</span>
      </header>
      <ul className="game-slip__lines" aria-label={t('game.slip')}>
        {slip.map((line) => {
          const group = groupOf(line.play);
          return (
            <li key={line.id} className="game-slip__line">
              <div className="game-slip__what">
                <strong>{group ? text(group.name) : line.play}</strong>
                <span className="game-slip__selection">
                  {selectionText(game, line.play, line.selection, text)}
                </span>
                <span className="game-slip__price">
                  {t('game.lineFormula', {
                    count: line.betCount,
                    unit: formatFen(line.unitPrice),
                    multiple: line.multiple,
                    amount: formatFen(line.amount),
                  })}
                </span>
              </div>
              <div className="game-slip__edit">
                <Button
                  size="mini"
                  fill="none"
                  onClick={() => {
                    useGameStore.getState().editLine(line.id);
                    onClose();
                  }}
                >
                  {t('game.edit')}
                </Button>
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={() => useGameStore.getState().removeLine(line.id)}
                >
                  {t('game.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <section className="game-slip__chase">
        <label className="game-slip__row">
          <span>{t('game.chase')}</span>
          <Switch
            checked={chase !== null}
            onChange={(on) => setChase(on ? { ...defaultChasePlan } : null)}
            aria-label={t('game.chase')}
          />
        </label>
        {chase && (
          <>
            <div className="game-slip__row">
              <span>{t('game.chaseIssues')}</span>
              <NumberStepper
                aria-label={t('game.chaseIssues')}
                min={chaseIssuesMin}
                max={chaseIssuesMax}
                value={chase.issues}
                onChange={(v) => patchChase({ issues: Math.round(v || chaseIssuesMin) })}
              />
            </div>
            <div className="game-slip__row">
              <Checkbox
                checked={chase.doubleEvery !== null}
                onChange={(on) => patchChase({ doubleEvery: on ? 2 : null })}
              >
                {t('game.chaseDouble')}
              </Checkbox>
              {chase.doubleEvery !== null && (
                <NumberStepper
                  aria-label={t('game.chaseDoubleEvery')}
                  min={1}
                  max={chase.issues}
                  value={chase.doubleEvery}
                  onChange={(v) => patchChase({ doubleEvery: Math.max(1, Math.round(v || 1)) })}
                />
              )}
            </div>
            {multiples && (
              <p className="game-slip__plan">{t('game.chasePlan', { multiples: multiples.join(', ') })}</p>
            )}
            <Checkbox checked={chase.stopOnWin} onChange={(on) => patchChase({ stopOnWin: on })}>
              {t('game.chaseStopOnWin')}
            </Checkbox>
          </>
        )}
      </section>
      <footer className="game-slip__foot">
        <p data-testid="slip-total">
          {chase
            ? t('game.chaseSummary', { issues: chase.issues, amount: formatFen(total) })
            : t('game.slipTotal', { count: totals.betCount, amount: formatFen(totals.amount) })}
        </p>
        <Button
          block
          color="primary"
          loading={submitting}
          disabled={slip.length === 0 || !issue || !open}
          onClick={() => void confirmAndSubmit()}
        >
          {open ? t('game.placeBet') : t('game.closedDrawing')}
        </Button>
      </footer>
    </Popup>
  );
}
