import { hallCategories } from '@fairdraw/rules';
import { CapsuleTabs, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GameList } from '../../../components/ui/game-list';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useHomeData } from '../../../lib/home-data';

type HallCategory = (typeof hallCategories)[number];

/** Lottery hall: category filter (all, Quick 3, minute lotteries, other, lucky) over the game list. */
export function HallView() {
  const { t } = useTranslation();
  const home = useHomeData();
  const [category, setCategory] = useState<HallCategory>('all');
  const games = (home.data?.games ?? []).filter((game) => category === 'all' || game.category === category);
  return (
    <>
      <CapsuleTabs
        activeKey={category}
        onChange={(key) => setCategory(key as HallCategory)}
        className="hall-tabs"
      >
        {hallCategories.map((code) => (
          <CapsuleTabs.Tab key={code} title={t(`hall.${code}`)} />
        ))}
      </CapsuleTabs>
      {home.isPending && <SectionSkeleton />}
      {home.isError && <SectionError onRetry={() => void home.refetch()} />}
      {home.data &&
        (games.length > 0 ? (
          <GameList games={games} />
        ) : (
          <ErrorBlock status="empty" title={t('hall.empty')} description="" />
        ))}
    </>
  );
}
