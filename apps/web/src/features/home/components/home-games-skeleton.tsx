import { useTranslation } from 'react-i18next';

import { SectionSkeleton } from '../../../components/ui/query-state';

/**
 * The game list's title over its skeleton: what HomeGames shows while the list loads, and what home
 * shows in its place while HomeGames' chunk loads (app/routes/home.tsx), so nothing moves between the two.
 * An empty notice bar holds the place of the notices that come with the list (a site has them as a
 * rule): without it, the bar pushed the title and the list down when it arrived (layout shift).
 */
export function HomeGamesSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <div className="home-notice-placeholder" aria-hidden />
      <h2 className="app-section-title">{t('home.games')}</h2>
      <SectionSkeleton />
    </>
  );
}
