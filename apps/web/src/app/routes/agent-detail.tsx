import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { MemberDetailView } from '../../features/agents/components/member-detail';

/** The agent centre's member detail: the member named by `?userId=`. */
export default function AgentDetailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = Number(params.get('userId') ?? 0);
  return (
    <PageLayout title={t('page.agentDetail')}>
      <MemberDetailView userId={Number.isSafeInteger(userId) && userId > 0 ? userId : 0} />
    </PageLayout>
  );
}
