import { Button, Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format-date-time';

export interface OpenedAccount {
  account: string;
  password: string;
  claimExpiresAt: string | null;
}

/**
 * The one-time password of an account just opened (ADR 118): the server answers it once and keeps
 * only its hash, so this card is the only place it is ever seen; closing it forgets it.
 */
export function OneTimePasswordCard({ opened, onDone }: { opened: OpenedAccount; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('agent.oneTimePasswordTitle')}>
      <p>
        {t('agent.account')}: <strong>{opened.account}</strong>
      </p>
      <p>
        {t('agent.oneTimePassword')}: <strong data-testid="one-time-password">{opened.password}</strong>
      </p>
      <p>
        {t('agent.oneTimePasswordNote', {
          date: opened.claimExpiresAt ? formatDateTime(opened.claimExpiresAt, i18n.language) : '',
        })}
      </p>
      <Button block color="primary" onClick={onDone}>
        {t('agent.oneTimePasswordDone')}
      </Button>
    </Card>
  );
}
