import type { FamilyCode } from '@fairdraw/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { historyQuery } from '../api/game-api';
import type { Series, Side } from '../model/trends';
import { beadRoad, longDragons, positionTrends, twoSidedSeries } from '../model/trends';

const windows = [30, 50, 100] as const;

/**
 * Trends over the last 30/50/100 issues: per-position hot/cold counts and omission, then a bead road
 * and the long-dragon list of the two-sided markets.
 */
export function TrendsView({ game, family }: { game: string; family: FamilyCode }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<(typeof windows)[number]>(30);
  const [position, setPosition] = useState(0);
  const [market, setMarket] = useState(0);
  const query = useQuery(historyQuery(game, 100));
  if (query.isPending) return <SectionSkeleton />;
  if (query.isError) return <SectionError onRetry={() => void query.refetch()} />;
  const results = query.data.list.slice(0, size).map((row) => row.result);
  const positions = positionTrends(family, results);
  const current = positions[Math.min(position, positions.length - 1)];
  const series = twoSidedSeries(family, results);
  const chosen = series[Math.min(market, series.length - 1)];
  const dragons = longDragons(series);
  const maxCount = Math.max(1, ...(current?.values.map((v) => v.count) ?? [1]));
  const seriesName = (s: Series) => t(s.labelKey, { n: s.n });
  return (
    <div className="game-trends">
      <div className="game-switch" role="radiogroup" aria-label={t('trend.window')}>
        {windows.map((w) => (
          <button
            key={w}
            type="button"
            role="radio"
            aria-checked={w === size}
            className={w === size ? 'game-chip game-chip--on' : 'game-chip'}
            onClick={() => setSize(w)}
          >
            {t('trend.last', { count: w })}
          </button>
        ))}
      </div>
      {positions.length > 1 && (
        <div className="game-switch" role="radiogroup" aria-label={t('trend.position')}>
          {positions.map((p) => (
            <button
              key={p.index}
              type="button"
              role="radio"
              aria-checked={p.index === current?.index}
              className={p.index === current?.index ? 'game-chip game-chip--on' : 'game-chip'}
              onClick={() => setPosition(p.index)}
            >
              {t(p.labelKey, { n: p.index + 1 })}
            </button>
          ))}
        </div>
      )}
      {current && (
        <table className="game-trend-table" aria-label={t('trend.hotCold')}>
          <thead>
            <tr>
              <th scope="col">{t('trend.number')}</th>
              <th scope="col">{t('trend.count')}</th>
              <th scope="col">{t('trend.missing')}</th>
            </tr>
          </thead>
          <tbody>
            {current.values.map((v) => (
              <tr key={v.value}>
                <th scope="row">
                  {family === 'racing' || family === 'marksix' ? String(v.value).padStart(2, '0') : v.value}
                </th>
                <td>
                  <span className="game-trend-bar" style={{ width: `${(100 * v.count) / maxCount}%` }} />
                  <span className="game-trend-figure">{v.count}</span>
                </td>
                <td className={v.missing >= 10 ? 'game-trend-cold' : undefined}>{v.missing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="game-trends__title">{t('trend.beadRoad')}</h3>
      <select
        className="game-trends__market"
        aria-label={t('trend.market')}
        value={Math.min(market, series.length - 1)}
        onChange={(event) => setMarket(Number(event.target.value))}
      >
        {series.map((s, index) => (
          <option key={index} value={index}>
            {seriesName(s)}
          </option>
        ))}
      </select>
      {chosen && <BeadRoad outcomes={chosen.outcomes} />}
      <h3 className="game-trends__title">{t('trend.longDragon')}</h3>
      {dragons.length === 0 && <p className="game-trends__none">{t('trend.noDragon')}</p>}
      <ul className="game-dragons" aria-label={t('trend.longDragon')}>
        {dragons.map((d, index) => (
          <li key={index}>
            <span>{seriesName(d.series)}</span>
            <strong className={`game-bead game-bead--${d.side}`}>{t(`trend.side.${d.side}`)}</strong>
            <span>{t('trend.issues', { count: d.length })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BeadRoad({ outcomes }: { outcomes: readonly Side[] }) {
  const { t } = useTranslation();
  return (
    <div className="game-road" role="img" aria-label={t('trend.beadRoad')}>
      {beadRoad(outcomes).map((column, c) => (
        <div key={c} className="game-road__column">
          {column.map((side, r) => (
            <span key={r} className={`game-bead game-bead--${side}`} title={t(`trend.side.${side}`)}>
              {t(`trend.bead.${side}`)}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
