import { PageLayout } from '../../components/ui/page-layout';
import { MineHeader } from '../../features/account/components/mine-header';
import { MineMenu } from '../../features/account/components/mine-menu';
import { WithUser } from './with-user';

export default function MineRoute() {
  return (
    <PageLayout tabBar>
      <WithUser>
        {(user) => (
          <>
            <MineHeader user={user} />
            <MineMenu />
          </>
        )}
      </WithUser>
    </PageLayout>
  );
}
