import type { UserInfo } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { List, Popup } from 'antd-mobile';
import { useState } from 'react';

import { formatDateTime } from '../../../lib/format-date-time';
import '../responsible-play.css';
import { CloseAccountEditor } from './close-account-editor';
import { DownloadDataItem } from './download-data';
import { type EditableLimit, limitGroups, pendingValue, periodOf } from './limit-fields';
import { LimitEditor } from './limit-editor';
import { PauseEditor } from './pause-editor';
import { RealityCheckEditor } from './reality-check-editor';
import { useRpTexts } from './use-rp-texts';

type Editing = EditableLimit | 'realityCheck' | 'break' | 'exclusion' | 'close';

interface ResponsibleGamingProps {
  user: UserInfo;
  /** Called once the server has ended the session (a break, an exclusion, a closure): the app logs out. */
  onSessionEnded: (message: string) => void;
}

/**
 * Settings → Responsible gaming (ADR 120, ADR 121, ADR 123): limits per day, week and month for deposits,
 * losses and stakes, the session time, the reality-check interval, a break, self-exclusion, the data download
 * and account closure. A lower limit applies at once; a higher one or a removal after 24 hours (shown with
 * its time while it waits).
 */
export default function ResponsibleGaming({ user, onSessionEnded }: ResponsibleGamingProps) {
  const { t, i18n, ready } = useRpTexts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  if (!ready) return null;
  const limits = user.limits;
  const time = (iso: string) => formatDateTime(iso, i18n.language);

  const show = (field: EditableLimit, value: number | null) =>
    value === null
      ? t('none')
      : field === 'sessionMinutes'
        ? t('minutes', { count: value })
        : formatFen(value);
  const waiting = (field: EditableLimit) => {
    const value = pendingValue(limits, field);
    return value === undefined || !limits.pending
      ? undefined
      : t('waiting', { value: show(field, value), time: time(limits.pending.effectiveAt) });
  };
  const limitItem = (field: EditableLimit, label: string) => (
    <List.Item
      key={field}
      onClick={() => setEditing(field)}
      extra={show(field, limits[field])}
      description={waiting(field)}
      arrowIcon
    >
      {label}
    </List.Item>
  );
  const pendingInterval = limits.pending?.realityCheckMinutes;
  // A running break or exclusion: its end under the title, where a date and time has the row's width
  // (beside the title it wrapped into three narrow lines at 375 px, and worse at 320).
  const pauseNote = (until: string | null, otherwise: 'breakShort' | 'exclusionShort') =>
    until ? <span className="rp-running">{t('until', { time: time(until) })}</span> : t(otherwise);

  return (
    <section className="rp-section" aria-labelledby="rp-title">
      <h2 id="rp-title" className="rp-title">
        {t('title')}
      </h2>
      <p className="rp-intro">{t('intro')}</p>
      {limitGroups.map((group) => (
        <List key={group.kind} header={t(`kind.${group.kind}`)} mode="card">
          {group.fields.map((field) => limitItem(field, t(`period.${periodOf(field)}`)))}
        </List>
      ))}
      <List header={t('playTime')} mode="card">
        {limitItem('sessionMinutes', t('limit.sessionMinutes'))}
        <List.Item
          onClick={() => setEditing('realityCheck')}
          extra={t('every', { count: limits.realityCheckMinutes })}
          description={
            pendingInterval !== undefined && limits.pending
              ? t('waiting', {
                  value: t('every', { count: pendingInterval }),
                  time: time(limits.pending.effectiveAt),
                })
              : t('realityCheckNote')
          }
          arrowIcon
        >
          {t('realityCheck')}
        </List.Item>
        <List.Item
          onClick={() => setEditing('break')}
          description={pauseNote(limits.breakUntil, 'breakShort')}
          arrowIcon
        >
          {t('takeBreak')}
        </List.Item>
        <List.Item
          onClick={() => setEditing('exclusion')}
          description={pauseNote(limits.selfExcludedUntil, 'exclusionShort')}
          arrowIcon
        >
          {t('selfExclusion')}
        </List.Item>
      </List>
      <List header={t('yourData')} mode="card">
        <DownloadDataItem />
        <List.Item onClick={() => setEditing('close')} description={t('closeShort')} arrowIcon>
          {t('close')}
        </List.Item>
      </List>
      <Popup
        visible={editing !== null}
        onMaskClick={close}
        onClose={close}
        destroyOnClose
        bodyClassName="rp-popup"
      >
        <div className="rp-editor">
          {editing === 'realityCheck' ? (
            <RealityCheckEditor current={limits.realityCheckMinutes} onDone={close} />
          ) : editing === 'break' || editing === 'exclusion' ? (
            <PauseEditor
              kind={editing}
              runningUntil={editing === 'break' ? limits.breakUntil : limits.selfExcludedUntil}
              onDone={close}
              onSessionEnded={onSessionEnded}
            />
          ) : editing === 'close' ? (
            <CloseAccountEditor user={user} onClosed={onSessionEnded} />
          ) : editing ? (
            <LimitEditor field={editing} current={limits[editing]} onDone={close} />
          ) : null}
        </div>
      </Popup>
    </section>
  );
}
