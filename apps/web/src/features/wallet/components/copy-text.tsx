import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/toast';

/** A value the user must type elsewhere (account number, address, reference) with a copy button. */
export function CopyText({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast(t('recharge.copied'));
    } catch {
      showToast(value);
    }
  };
  return (
    <div className="app-copy">
      <div className="app-copy__text">
        <div className="app-muted">{label}</div>
        <div className="app-copy__value" data-testid={testId}>
          {value}
        </div>
      </div>
      <Button size="mini" color="primary" fill="outline" onClick={() => void copy()}>
        {t('recharge.copy')}
      </Button>
    </div>
  );
}
