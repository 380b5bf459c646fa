import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import type { BetStatus } from '../api/bet-api';

const colours: Record<BetStatus, string> = {
  pending: 'primary',
  won: 'success',
  lost: 'default',
  refunded: 'warning',
  cancelled: 'default',
};

export function BetStatusTag({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} fill={status === 'lost' || status === 'cancelled' ? 'outline' : 'solid'}>
      {t(`record.status.${status}`)}
    </Tag>
  );
}
