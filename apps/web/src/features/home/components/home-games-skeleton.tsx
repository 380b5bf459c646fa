import { useTranslation } from 'react-i18next';

import { SectionSkeleton } from '../../../components/ui/query-state';

/**
 * The game list's title over its skeleton: what HomeGames shows while the list loads, and what home
 * shows in its place while HomeGames' chunk loads (app/routes/home.tsx), so nothing moves between the two.
 */
export function HomeGamesSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="app-section-title">{t('home.games')}</h2>
      <SectionSkeleton />
    </>
  );
}
