import 'antd-mobile/es/components/capsule-tabs/capsule-tabs.css';

import { hallCategories } from '@fairdraw/rules';
import { ErrorBlock } from 'antd-mobile';
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
      {/* antd-mobile's capsule look, but real toggle buttons: its tabs are divs a keyboard cannot reach. */}
      <div className="adm-capsule-tabs hall-tabs">
        <div className="adm-capsule-tabs-header">
          <div className="adm-capsule-tabs-tab-list" role="group" aria-label={t('hall.categories')}>
            {hallCategories.map((code) => (
              <div key={code} className="adm-capsule-tabs-tab-wrapper">
                <button
                  type="button"
                  className={
                    code === category
                      ? 'adm-capsule-tabs-tab adm-capsule-tabs-tab-active'
                      : 'adm-capsule-tabs-tab'
                  }
                  aria-pressed={code === category}
                  onClick={() => setCategory(code)}
                >
                  {t(`hall.${code}`)}
                </button>
              </div>
            ))}
          </div>
        </div>
      </div>
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
