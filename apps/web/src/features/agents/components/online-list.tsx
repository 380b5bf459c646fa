import { Empty, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useOnline } from '../api';

/** Team members active in the last 5 minutes (POST /agent/online). */
export function OnlineList() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online.isPending) return <SectionSkeleton />;
  if (online.isError) return <SectionError onRetry={() => void online.refetch()} />;
  if (online.data.list.length === 0) return <Empty description={t('agent.nobodyOnline')} />;
  return (
    <List header={t('agent.onlineCount', { count: online.data.total })}>
      {online.data.list.map((m) => (
        <List.Item key={m.userId} description={m.ip ?? ''} extra={m.lastSeenAt.slice(11, 16)}>
          {m.account}
        </List.Item>
      ))}
    </List>
  );
}
