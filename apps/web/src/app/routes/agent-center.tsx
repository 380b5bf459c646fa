import { ErrorBlock, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageLayout } from '../../components/ui/page-layout';
import { AgentOverview } from '../../features/agents/components/agent-overview';
import { GameStats } from '../../features/agents/components/game-stats';
import { InviteLinks } from '../../features/agents/components/invite-links';
import { OnlineList } from '../../features/agents/components/online-list';
import { OpenAccountForm } from '../../features/agents/components/open-account-form';
import { SubordinateList } from '../../features/agents/components/subordinate-list';
import { TeamBalanceChanges } from '../../features/agents/components/team-balance-changes';
import { TeamRechargeWithdraw } from '../../features/agents/components/team-recharge-withdraw';
import { TeamReport } from '../../features/agents/components/team-report';
import { WithUser } from './with-user';

/** The agent centre's eight tabs in the product's order, then the extra invite links (ADR 072). */
const tabs = [
  'overview',
  'open',
  'subordinates',
  'report',
  'online',
  'balance',
  'money',
  'games',
  'links',
] as const;
type AgentTab = (typeof tabs)[number];

/** The agent centre; the open tab is kept in `?tab=` so back and reload return to it. */
export default function AgentCenterRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as AgentTab | null;
  const active: AgentTab = requested && tabs.includes(requested) ? requested : 'overview';
  return (
    <PageLayout title={t('page.agentCenter')}>
      <WithUser>
        {(user) =>
          user.type !== 'agent' ? (
            <ErrorBlock status="empty" title={t('agent.agentsOnly')} description="" />
          ) : (
            <Tabs
              activeKey={active}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              className="agent-tabs"
            >
              <Tabs.Tab key="overview" title={t('agent.tab.overview')}>
                <AgentOverview />
              </Tabs.Tab>
              <Tabs.Tab key="open" title={t('agent.tab.open')}>
                <OpenAccountForm maxRebate={user.rebate} />
              </Tabs.Tab>
              <Tabs.Tab key="subordinates" title={t('agent.tab.subordinates')}>
                <SubordinateList />
              </Tabs.Tab>
              <Tabs.Tab key="report" title={t('agent.tab.report')}>
                <TeamReport />
              </Tabs.Tab>
              <Tabs.Tab key="online" title={t('agent.tab.online')}>
                <OnlineList />
              </Tabs.Tab>
              <Tabs.Tab key="balance" title={t('agent.tab.balance')}>
                <TeamBalanceChanges />
              </Tabs.Tab>
              <Tabs.Tab key="money" title={t('agent.tab.money')}>
                <TeamRechargeWithdraw />
              </Tabs.Tab>
              <Tabs.Tab key="games" title={t('agent.tab.games')}>
                <GameStats />
              </Tabs.Tab>
              <Tabs.Tab key="links" title={t('agent.tab.links')}>
                <InviteLinks maxRebate={user.rebate} />
              </Tabs.Tab>
            </Tabs>
          )
        }
      </WithUser>
    </PageLayout>
  );
}
