import type { UserInfo } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';

import { closeAccount } from '../api/responsible-play-api';
import { useRpTexts } from './use-rp-texts';

/**
 * Account closure by the player (ADR 121): final, after the balance is withdrawn. The server refuses
 * while money remains or a withdrawal waits (1001, in the player's language); a wrong password counts
 * as a failed login.
 */
export function CloseAccountEditor({
  user,
  onClosed,
}: {
  user: UserInfo;
  onClosed: (message: string) => void;
}) {
  const { t } = useRpTexts();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const moneyLeft = user.balance !== 0 || user.frozen !== 0;

  const submit = async () => {
    if (password === '') {
      setError(t('passwordRequired'));
      return;
    }
    const ok = await Dialog.confirm({
      'aria-label': t('close'), // axe: a dialog needs a name (the title is not tied to it)
      title: t('close'),
      content: t('closeConfirm'),
      confirmText: t('closeNow'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await closeAccount(password);
      onClosed(t('closed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="rp-editor-title">{t('close')}</h2>
      <p className="rp-editor-note">{t('closeNote')}</p>
      <p className={moneyLeft ? 'rp-editor-note rp-editor-warning' : 'rp-editor-note'}>
        {t('closeBalance', { balance: formatFen(user.balance), frozen: formatFen(user.frozen) })}
      </p>
      <Input
        type="password"
        aria-label={t('closePassword')}
        placeholder={t('closePassword')}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
      {error && (
        <p className="rp-editor-error" role="alert">
          {error}
        </p>
      )}
      <div className="rp-editor-actions">
        <Button block color="danger" loading={busy} onClick={() => void submit().catch(() => undefined)}>
          {t('closeNow')}
        </Button>
      </div>
    </>
  );
}
