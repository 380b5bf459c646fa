import { findGame, formatFen, formatRate } from '@fairdraw/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CenterPopup, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DrawResult } from '../../../components/ui/draw-result';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useRulesText } from '../../../lib/rules-text';
import { selectionText } from '../../../lib/selection-text';
import { showToast } from '../../../lib/toast';
import { patchBalance } from '../../../lib/user';
import type { BetDetail } from '../api/bet-api';
import { betsKey, cancelBet, fetchBetDetail } from '../api/bet-api';
import { BetStatusTag } from './bet-status';
import { formatTime, ProfitText } from './bet-list';

/** The detail modal: bet number, selection, lottery numbers, total bet, odds, wins, cancel while open. */
export function BetDetailPopup({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...betsKey, 'detail', id],
    queryFn: () => fetchBetDetail(id ?? 0),
    enabled: id !== null,
  });
  return (
    <CenterPopup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="record-detail"
      style={{ '--min-width': 'min(92vw, 420px)', '--max-width': '92vw' }}
      destroyOnClose
    >
      {query.isPending && <SectionSkeleton />}
      {query.isError && <SectionError onRetry={() => void query.refetch()} />}
      {query.data && <DetailBody bet={query.data} onClose={onClose} />}
      <Button block fill="none" onClick={onClose}>
        {t('record.close')}
      </Button>
    </CenterPopup>
  );
}

function DetailBody({ bet, onClose }: { bet: BetDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useRulesText();
  const queryClient = useQueryClient();
  const family = findGame(bet.game)?.family;

  async function cancel() {
    const sure = await Dialog.confirm({
      content: t('record.cancelConfirm'),
      confirmText: t('record.cancelBet'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    const result = await cancelBet(bet.id).catch(() => null);
    if (!result) return;
    patchBalance(queryClient, result.balance);
    void queryClient.invalidateQueries({ queryKey: betsKey });
    showToast(t('record.cancelled'));
    onClose();
  }

  const rows: [string, ReactNode][] = [
    [t('record.betNo'), bet.id],
    [t('record.time'), formatTime(bet.time)],
    [t('record.type'), `${text(bet.gameName)} · ${text(bet.playName)}`],
    [t('record.issue'), bet.issue],
    [t('record.selection'), selectionText(bet.game, bet.play, bet.selection, text)],
    [
      t('record.lotteryNumbers'),
      bet.draw && family ? (
        <DrawResult family={family} result={bet.draw.result} size="small" />
      ) : (
        t('record.notDrawn')
      ),
    ],
    [
      t('record.totalBet'),
      `${formatFen(bet.amount)} (${t('record.betFormula', { count: bet.betCount, unit: formatFen(bet.unitPrice), multiple: bet.multiple })})`,
    ],
    [
      t('record.odds'),
      bet.odds
        .map((o) => formatRate(o.rate))
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(' / '),
    ],
    [t('record.payout'), formatFen(bet.payout)],
    [t('record.profit'), <ProfitText key="p" bet={bet} />],
  ];
  return (
    <div className="record-detail__body">
      <header className="record-detail__head">
        <h2>{t('record.detail')}</h2>
        <BetStatusTag status={bet.status} />
      </header>
      <dl className="record-detail__list">
        {rows.map(([label, value]) => (
          <div key={label} className="record-detail__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bet.wins.length > 0 && (
        <section aria-label={t('record.wins')}>
          <h3 className="record-detail__sub">{t('record.wins')}</h3>
          <ul className="record-detail__wins">
            {bet.wins.map((win, index) => (
              <li key={index}>
                <span>{win.combination.join(',')}</span>
                <span>
                  ×{formatRate(win.rate)}
                  {win.count && win.count > 1 ? ` (${win.count})` : ''}
                </span>
                <strong>{formatFen(win.payout)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      {bet.cancellable && (
        <Button block color="danger" fill="outline" onClick={() => void cancel()}>
          {t('record.cancelBet')}
        </Button>
      )}
    </div>
  );
}
