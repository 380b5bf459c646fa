import type { RealityCheckData } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  acknowledgeRealityCheck,
  realityCheckPollMs,
  realityCheckQueryKey,
  realityCheckQueryOptions,
} from '../api/responsible-play-api';
import { useRpTexts } from './use-rp-texts';

/** Tabs of this browser tell each other of an acknowledgement, so their modals close at once. */
const channelName = 'fairdraw-reality-check';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

/** This tab's mark on its messages: every channel of the name hears them, this tab's own listener too. */
const thisTab = `${Date.now()}-${Math.random()}`;

/** Money with its sign, so a net loss reads as one: +12.00 / -5.00. */
const signed = (amountFen: number) => (amountFen > 0 ? `+${formatFen(amountFen)}` : formatFen(amountFen));

/**
 * The reality check: every interval of play a modal shows the session's time, stakes,
 * payouts and net result, with links to the betting record and the limits. The server decides when
 * it is due and stores each acknowledgement per session, so it shows once per interval across tabs
 * and reloads (ADR 121, 123). Asked once a minute and whenever the tab comes back into view.
 */
export function RealityCheck({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t, i18n, ready } = useRpTexts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const check = useQuery(realityCheckQueryOptions());
  const data = check.data;

  // Ask again the moment the next check falls due (by this phone's clock; the minute's poll covers a
  // phone whose clock is off), rather than up to a minute late.
  useEffect(() => {
    if (!data || data.due) return undefined;
    const waitMs = Date.parse(data.dueAt) - Date.now();
    if (!Number.isFinite(waitMs) || waitMs >= realityCheckPollMs) return undefined;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: realityCheckQueryKey }),
      Math.max(waitMs, 1_000),
    );
    return () => clearTimeout(timer);
  }, [data, queryClient]);

  useEffect(() => {
    const channel = openChannel();
    if (!channel) return undefined;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data !== thisTab) void queryClient.invalidateQueries({ queryKey: realityCheckQueryKey });
    };
    return () => channel.close();
  }, [queryClient]);

  const acknowledge = useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (next: RealityCheckData) => {
      queryClient.setQueryData(realityCheckQueryKey, next);
      const channel = openChannel();
      channel?.postMessage(thisTab);
      channel?.close();
    },
  });

  if (!ready || !data?.due) return null;

  const continueThen = (to?: string) => {
    acknowledge.mutate(undefined, {
      onSuccess: () => {
        if (to) void navigate(to);
      },
    });
  };
  const hours = Math.floor(data.minutesPlayed / 60);
  const minutes = data.minutesPlayed % 60;
  const played =
    hours > 0 ? t('hoursMinutes', { hours, minutes }) : t('minutes', { count: data.minutesPlayed });

  return (
    <Dialog
      visible
      aria-label={t('rc.title')}
      title={t('rc.title')}
      content={
        <div className="rp-reality">
          <p>{t('rc.played', { duration: played })}</p>
          <p className="rp-reality-since">
            {t('rc.since', { time: formatDateTime(data.sessionStartedAt, i18n.language) })}
          </p>
          <dl className="rp-reality-figures">
            <div>
              <dt>{t('rc.stakes')}</dt>
              <dd>{formatFen(data.stakes)}</dd>
            </div>
            <div>
              <dt>{t('rc.payouts')}</dt>
              <dd>{formatFen(data.payouts)}</dd>
            </div>
            <div className={data.net < 0 ? 'rp-reality-net rp-reality-net--loss' : 'rp-reality-net'}>
              <dt>{t('rc.net')}</dt>
              <dd>{signed(data.net)}</dd>
            </div>
          </dl>
          <p className="rp-reality-links">
            <a
              href={paths.bettingRecord}
              onClick={(event) => {
                event.preventDefault();
                continueThen(paths.bettingRecord);
              }}
            >
              {t('rc.bettingRecord')}
            </a>
            <a
              href={paths.setup}
              onClick={(event) => {
                event.preventDefault();
                continueThen(paths.setup);
              }}
            >
              {t('rc.limits')}
            </a>
          </p>
        </div>
      }
      actions={[
        { key: 'continue', text: t('rc.continue'), bold: true, disabled: acknowledge.isPending },
        { key: 'logout', text: t('rc.logout') },
      ]}
      onAction={(action) => {
        if (action.key === 'continue') continueThen();
        else void onLogout();
      }}
    />
  );
}
