import type { BreakDuration, GamingLimitsBody, SelfExcludeDuration } from '@fairdraw/contract';
import { breakDurations, selfExcludeDurations } from '@fairdraw/contract';
import { Button, Dialog, Selector } from 'antd-mobile';
import { useState } from 'react';

import { formatDateTime } from '../../../lib/format-date-time';
import { setLimits } from '../api/responsible-play-api';
import { useRpTexts } from './use-rp-texts';

type Duration = BreakDuration | SelfExcludeDuration;

const isBreak = (duration: Duration): duration is BreakDuration =>
  (breakDurations as readonly string[]).includes(duration);

/** The /user/limits body that starts it (the two sets of durations share no value). */
const pauseBody = (duration: Duration): GamingLimitsBody =>
  isBreak(duration) ? { takeBreak: duration } : { selfExclude: duration };

interface PauseEditorProps {
  kind: 'break' | 'exclusion';
  /** The end of the break or exclusion already running, if one runs. */
  runningUntil: string | null;
  onDone: () => void;
  onSessionEnded: (message: string) => void;
}

/**
 * A break (24 h, 7 days, 30 days) or self-exclusion (6 months, 1 year, 5 years). Both stop bets,
 * recharges and chases and end every session; neither can be shortened, by the player or by an
 * operator, so the player confirms in a dialog that says so. A longer one may follow a running one.
 */
export function PauseEditor({ kind, runningUntil, onDone, onSessionEnded }: PauseEditorProps) {
  const { t, i18n } = useRpTexts();
  const durations: readonly Duration[] = kind === 'break' ? breakDurations : selfExcludeDurations;
  const [duration, setDuration] = useState<Duration>(durations[0] ?? '24h');
  const [busy, setBusy] = useState(false);
  const title = t(kind === 'break' ? 'takeBreak' : 'selfExclusion');

  const start = async () => {
    const ok = await Dialog.confirm({
      'aria-label': title, // axe: a dialog needs a name (the title is not tied to it)
      title,
      content: t(kind === 'break' ? 'breakConfirm' : 'excludeConfirm', {
        duration: t(`duration.${duration}`),
      }),
      confirmText: t(kind === 'break' ? 'breakStart' : 'excludeStart'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      // The server ends every session of the player here (ADR 121): the app logs out after it.
      await setLimits(pauseBody(duration));
      onDone();
      onSessionEnded(t(kind === 'break' ? 'breakStarted' : 'excludeStarted'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="rp-editor-title">{title}</h2>
      <p className="rp-editor-note">{t(kind === 'break' ? 'breakNote' : 'excludeNote')}</p>
      {runningUntil && (
        <p className="rp-editor-note rp-editor-running">
          {t('runningUntil', { time: formatDateTime(runningUntil, i18n.language) })}
        </p>
      )}
      <Selector
        aria-label={title}
        columns={3}
        options={durations.map((value) => ({ label: t(`duration.${value}`), value }))}
        value={[duration]}
        onChange={(value) => value[0] !== undefined && setDuration(value[0])}
      />
      <div className="rp-editor-actions">
        <Button block color="danger" loading={busy} onClick={() => void start().catch(() => undefined)}>
          {t(kind === 'break' ? 'breakStart' : 'excludeStart')}
        </Button>
      </div>
    </>
  );
}
