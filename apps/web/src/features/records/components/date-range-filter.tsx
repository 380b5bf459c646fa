import { Button, DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DateRange } from '../api/bet-api';

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** The last seven days, today (`YYYY-MM-DD`, the operator's day) included. */
export function lastWeek(today: string): DateRange {
  const start = parseDay(today);
  start.setDate(start.getDate() - 6);
  return { start: isoDay(start), end: today };
}

/** A date-range picker with start, end and confirm. The range applies on confirm. */
export function DateRangeFilter({
  value,
  today,
  onChange,
}: {
  value: DateRange;
  /** The operator's today: the last day that can be picked. */
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const invalid = draft.start > draft.end;
  return (
    <div className="record-range">
      <button
        type="button"
        className="record-range__day"
        // The name starts with the visible date (axe label-content-name-mismatch), then says which end.
        aria-label={`${draft.start} ${t('record.start')}`}
        onClick={() => setPicking('start')}
      >
        {draft.start}
      </button>
      <span aria-hidden>–</span>
      <button
        type="button"
        className="record-range__day"
        // The name starts with the visible date (axe label-content-name-mismatch), then says which end.
        aria-label={`${draft.end} ${t('record.end')}`}
        onClick={() => setPicking('end')}
      >
        {draft.end}
      </button>
      <Button size="small" color="primary" disabled={invalid} onClick={() => onChange(draft)}>
        {t('common.confirm')}
      </Button>
      <DatePicker
        visible={picking !== null}
        title={picking === 'end' ? t('record.end') : t('record.start')}
        value={parseDay(picking === 'end' ? draft.end : draft.start)}
        max={parseDay(today)}
        onClose={() => setPicking(null)}
        onConfirm={(date) => {
          if (picking) setDraft((d) => ({ ...d, [picking]: isoDay(date) }));
        }}
      />
    </div>
  );
}
