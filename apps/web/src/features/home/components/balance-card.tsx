import { formatFen } from '@fairdraw/rules';
import { Button } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/user';

/** Balance with the recharge and withdraw shortcuts (home page). */
export function BalanceCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, refetch, isFetching } = useUser();
  return (
    <section className="home-balance">
      <div className="home-balance__figure">
        <span className="home-balance__label">
          {t('home.balance')}
          <button
            type="button"
            className={
              isFetching ? 'home-balance__refresh home-balance__refresh--busy' : 'home-balance__refresh'
            }
            aria-label={t('home.refreshBalance')}
            onClick={() => void refetch()}
          >
            <RedoOutline />
          </button>
        </span>
        <strong className="home-balance__amount" data-testid="balance">
          {user ? formatFen(user.balance) : '--'}
        </strong>
        {/* Its line is kept while the user loads, so the card does not grow when it arrives. */}
        <span className="home-balance__account">{user ? user.account : '\u00a0'}</span>
      </div>
      <div className="home-balance__actions">
        <Button shape="rounded" color="warning" onClick={() => void navigate(paths.recharge)}>
          {t('home.recharge')}
        </Button>
        <Button
          shape="rounded"
          fill="outline"
          className="home-balance__withdraw"
          onClick={() => void navigate(paths.withdrawManage)}
        >
          {t('home.withdraw')}
        </Button>
      </div>
    </section>
  );
}
