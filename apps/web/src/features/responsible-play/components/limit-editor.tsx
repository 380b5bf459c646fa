import { formatFen, parseAmountToFen } from '@fairdraw/rules';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';

import { showToast } from '../../../lib/toast';
import { useSetLimits } from '../api/responsible-play-api';
import type { EditableLimit } from './limit-fields';
import { useRpTexts } from './use-rp-texts';

const sessionMinutesMax = 1440;

/** Parses what the player typed: yuan (to fen, 2 decimals at most) or whole minutes; null if invalid. */
function parseLimit(field: EditableLimit, text: string): number | null {
  if (field !== 'sessionMinutes') return parseAmountToFen(text);
  const minutes = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(minutes) && minutes >= 1 && minutes <= sessionMinutesMax
    ? minutes
    : null;
}

/** One limit: typed in yuan (sent in fen) or minutes; saved, or removed (a removal waits 24 hours). */
export function LimitEditor({
  field,
  current,
  onDone,
}: {
  field: EditableLimit;
  current: number | null;
  onDone: () => void;
}) {
  const { t } = useRpTexts();
  const mutation = useSetLimits();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const minutes = field === 'sessionMinutes';
  const label = t(`limit.${field}`);
  const shown =
    current === null ? t('none') : minutes ? t('minutes', { count: current }) : formatFen(current);

  const save = async (value: number | null) => {
    await mutation.mutateAsync({ [field]: value });
    showToast(t('saved'));
    onDone();
  };
  const submit = () => {
    const value = parseLimit(field, text);
    if (value === null) {
      setError(t(minutes ? 'minutesInvalid' : 'amountInvalid'));
      return;
    }
    void save(value).catch(() => undefined); // the API client shows the server's refusal
  };

  return (
    <>
      <h2 className="rp-editor-title">{label}</h2>
      <p className="rp-editor-note">
        {t('current', { value: shown })} {t('raiseNote')}
      </p>
      <Input
        aria-label={label}
        inputMode={minutes ? 'numeric' : 'decimal'}
        placeholder={t(minutes ? 'minutesPlaceholder' : 'amountPlaceholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        onEnterPress={submit}
        clearable
      />
      {error && (
        <p className="rp-editor-error" role="alert">
          {error}
        </p>
      )}
      <div className="rp-editor-actions">
        <Button block color="primary" loading={mutation.isPending} onClick={submit}>
          {t('save')}
        </Button>
        {current !== null && (
          <Button
            block
            fill="outline"
            disabled={mutation.isPending}
            onClick={() => void save(null).catch(() => undefined)}
          >
            {t('remove')}
          </Button>
        )}
      </div>
    </>
  );
}
