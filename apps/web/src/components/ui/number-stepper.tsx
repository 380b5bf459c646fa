import { Button } from 'antd-mobile';
import { MinusOutline, AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import './number-stepper.css';

export interface NumberStepperProps {
  value?: number;
  onChange?: (value: number) => void;
  min: number;
  max: number;
  /** The name read out for the number box (required: the stepper is a form control). */
  'aria-label': string;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * An integer stepper. Written here rather than antd-mobile's Stepper because that one puts
 * aria-valuenow on a wrapper div and leaves its input unnamed, which axe reports as critical
 * (aria-allowed-attr, label) on every screen that uses it.
 */
export function NumberStepper({ value, onChange, min, max, className, ...aria }: NumberStepperProps) {
  const { t } = useTranslation();
  const current = clamp(value ?? min, min, max);
  // What the user is typing; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clamp(Number.isFinite(next) ? Math.round(next) : current, min, max);
    setDraft(null);
    if (clamped !== value) onChange?.(clamped);
  };

  return (
    <div className={['app-stepper', className].filter(Boolean).join(' ')}>
      <Button
        fill="none"
        className="app-stepper__button"
        aria-label={t('common.decrease')}
        disabled={current <= min}
        onClick={() => commit(current - 1)}
      >
        <MinusOutline aria-hidden />
      </Button>
      <input
        className="app-stepper__input"
        role="spinbutton"
        inputMode="numeric"
        aria-label={aria['aria-label']}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft ?? String(current)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(draft === null || draft === '' ? current : Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft === null || draft === '' ? current : Number(draft));
          if (event.key === 'ArrowUp') commit(current + 1);
          if (event.key === 'ArrowDown') commit(current - 1);
        }}
      />
      <Button
        fill="none"
        className="app-stepper__button"
        aria-label={t('common.increase')}
        disabled={current >= max}
        onClick={() => commit(current + 1)}
      >
        <AddOutline aria-hidden />
      </Button>
    </div>
  );
}
