import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/ui/page-layout';
import { RulesView } from '../../features/game/components/rules-view';

export default function GameRulesRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page.gameRules')}>
      <RulesView />
    </PageLayout>
  );
}
