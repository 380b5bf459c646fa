import type { UserInfo } from '@fairdraw/contract';
import { formatFen, parseAmountToFen } from '@fairdraw/rules';
import { Button, Dialog, Input, List, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/toast';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSetGamingLimits } from '../api/account-mutations';

type Limits = UserInfo['limits'];
type RaisableField = 'dailyDeposit' | 'dailyLoss' | 'sessionMinutes';
const raisableFields: readonly RaisableField[] = ['dailyDeposit', 'dailyLoss', 'sessionMinutes'];
const exclusionDays = [1, 7, 30, 90, 365] as const;

/** One limit's value as shown: money for the daily limits, minutes for the session. */
function useShowLimit() {
  const { t } = useTranslation();
  return (field: RaisableField, value: number | null | undefined) =>
    value == null
      ? t('limits.none')
      : field === 'sessionMinutes'
        ? t('limits.minutes', { count: value })
        : formatFen(value);
}

/**
 * The player's responsible-gaming limits (api.md /user/limits, ADR 098), in the settings page: a
 * lower limit applies at once, a higher one or a removal after 24 hours (shown as waiting), and
 * self-exclusion stops betting and recharges for the days chosen.
 */
export function GamingLimits({ limits }: { limits: Limits }) {
  const { t, i18n } = useTranslation();
  const show = useShowLimit();
  const [editing, setEditing] = useState<RaisableField | 'selfExclude' | null>(null);
  const close = () => setEditing(null);
  const waiting = (field: RaisableField) =>
    limits.pending && field in limits.pending
      ? t('limits.waiting', {
          value: show(field, limits.pending[field]),
          time: formatDateTime(limits.pending.effectiveAt, i18n.language),
        })
      : undefined;

  return (
    <>
      <List header={t('limits.title')} mode="card">
        {raisableFields.map((field) => (
          <List.Item
            key={field}
            onClick={() => setEditing(field)}
            extra={show(field, limits[field])}
            description={waiting(field)}
          >
            {t(`limits.${field}`)}
          </List.Item>
        ))}
        <List.Item
          onClick={() => setEditing('selfExclude')}
          extra={
            limits.selfExcludedUntil
              ? t('limits.excludedUntil', { time: formatDateTime(limits.selfExcludedUntil, i18n.language) })
              : t('limits.none')
          }
        >
          {t('limits.selfExclusion')}
        </List.Item>
      </List>
      <Popup visible={editing !== null} onMaskClick={close} onClose={close} destroyOnClose>
        <div className="limits-editor">
          {editing === 'selfExclude' ? (
            <SelfExclusionEditor onDone={close} />
          ) : editing ? (
            <LimitEditor field={editing} current={limits[editing]} onDone={close} />
          ) : null}
        </div>
      </Popup>
    </>
  );
}

function LimitEditor({
  field,
  current,
  onDone,
}: {
  field: RaisableField;
  current: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const show = useShowLimit();
  const mutation = useSetGamingLimits();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const minutes = field === 'sessionMinutes';

  const save = async (value: number | null) => {
    await mutation.mutateAsync({ [field]: value });
    showToast(t('common.saved'));
    onDone();
  };
  const submit = () => {
    const value = minutes ? Number(text) : parseAmountToFen(text);
    const valid = minutes
      ? Number.isInteger(value) && value !== null && value >= 1 && value <= 1440
      : value !== null && value >= 0;
    if (!valid || value === null) {
      setError(t(minutes ? 'limits.minutesInvalid' : 'limits.amountInvalid'));
      return;
    }
    void save(value).catch(() => undefined); // the API client shows the error
  };

  return (
    <>
      <h2 className="limits-editor-title">{t(`limits.${field}`)}</h2>
      <p className="limits-editor-note">
        {t('limits.current', { value: show(field, current) })} {t('limits.raiseNote')}
      </p>
      <Input
        aria-label={t(`limits.${field}`)}
        inputMode={minutes ? 'numeric' : 'decimal'}
        placeholder={t(minutes ? 'limits.minutesPlaceholder' : 'limits.amountPlaceholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        clearable
      />
      {error && (
        <p className="limits-editor-error" role="alert">
          {error}
        </p>
      )}
      <div className="limits-editor-actions">
        <Button block color="primary" loading={mutation.isPending} onClick={submit}>
          {t('limits.save')}
        </Button>
        {current !== null && (
          <Button
            block
            fill="outline"
            disabled={mutation.isPending}
            onClick={() => void save(null).catch(() => undefined)}
          >
            {t('limits.remove')}
          </Button>
        )}
      </div>
    </>
  );
}

function SelfExclusionEditor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetGamingLimits();
  const [days, setDays] = useState<number>(exclusionDays[1]);

  const confirm = async () => {
    const ok = await Dialog.confirm({ content: t('limits.excludeConfirm', { count: days }) });
    if (!ok) return;
    await mutation.mutateAsync({ selfExcludeDays: days });
    showToast(t('common.saved'));
    onDone();
  };

  return (
    <>
      <h2 className="limits-editor-title">{t('limits.selfExclusion')}</h2>
      <p className="limits-editor-note">{t('limits.excludeNote')}</p>
      <Selector
        aria-label={t('limits.selfExclusion')}
        columns={3}
        options={exclusionDays.map((d) => ({ label: t('limits.days', { count: d }), value: d }))}
        value={[days]}
        onChange={(value) => value[0] !== undefined && setDays(value[0])}
      />
      <div className="limits-editor-actions">
        <Button
          block
          color="danger"
          loading={mutation.isPending}
          onClick={() => void confirm().catch(() => undefined)}
        >
          {t('limits.exclude')}
        </Button>
      </div>
    </>
  );
}
