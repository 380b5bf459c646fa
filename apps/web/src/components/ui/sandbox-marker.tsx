import { useTranslation } from 'react-i18next';

import { useHomeData } from '../../lib/home-data';
import './sandbox-marker.css';

/**
 * While the server runs the sandbox gateway (SANDBOX_PAYMENTS), balances are play money: every page says so
 * in a small corner label, so no balance passes for real money (ADR 035). It never takes a click.
 */
export function SandboxMarker() {
  const { t } = useTranslation();
  const { data } = useHomeData();
  if (data?.sandboxPayments !== true) return null;
  return (
    <aside className="sandbox-marker" data-testid="sandbox-marker">
      {t('common.sandboxMoney')}
    </aside>
  );
}
