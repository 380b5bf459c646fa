import { money } from '../lib/format';

export interface DailyPoint {
  day: string;
  /** Bars (fen, ≥ 0). */
  bar: number;
  /** Line (fen, may be negative). */
  line: number;
}

const width = 760;
const height = 240;
const pad = { top: 16, right: 16, bottom: 28, left: 72 };

/**
 * Bars for one daily figure and a line for another, in plain SVG (ADR 087: a few dozen lines instead
 * of a chart library). Axis labels are fen formatted at the edge; the figure has a text alternative.
 */
export function DailyChart(props: {
  points: DailyPoint[];
  barLabel: string;
  lineLabel: string;
  title: string;
}) {
  const { points } = props;
  const values = points.flatMap((p) => [p.bar, p.line]);
  // At least 1.00 tall: an all-zero range would otherwise draw a 0.01 axis.
  const max = Math.max(100, ...values);
  const min = Math.min(0, ...values);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + ((max - v) / (max - min)) * plotH;
  const slot = plotW / Math.max(1, points.length);
  const x = (i: number) => pad.left + slot * i + slot / 2;
  // Distinct ticks only: rounding can make two equal, and equal React keys leave stale labels behind.
  const ticks = [...new Set([max, (max + min) / 2, min].map((v) => Math.round(v)))];
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.line).toFixed(1)}`)
    .join(' ');
  const summary = points
    .map((p) => `${p.day}: ${props.barLabel} ${money(p.bar)}, ${props.lineLabel} ${money(p.line)}`)
    .join('; ');
  const labelEvery = Math.ceil(points.length / 10);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`${props.title}. ${summary}`}
      >
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="#e5e5e5" />
            <text x={pad.left - 8} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#555">
              {money(v)}
            </text>
          </g>
        ))}
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#999" />
        {points.map((p, i) => (
          <rect
            key={p.day}
            x={x(i) - slot * 0.3}
            width={slot * 0.6}
            y={y(Math.max(0, p.bar))}
            height={Math.abs(y(0) - y(p.bar))}
            fill="#69b1ff"
          />
        ))}
        <path d={line} fill="none" stroke="#d4380d" strokeWidth="2" />
        {points.map((p, i) => (
          <circle key={p.day} cx={x(i)} cy={y(p.line)} r="3" fill="#d4380d" />
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.day} x={x(i)} y={height - 8} textAnchor="middle" fontSize="11" fill="#555">
              {p.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 12 }}>
        <span>
          <span
            style={{ display: 'inline-block', width: 10, height: 10, background: '#69b1ff', marginRight: 4 }}
          />
          {props.barLabel}
        </span>
        <span>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 2,
              background: '#d4380d',
              marginRight: 4,
              verticalAlign: 'middle',
            }}
          />
          {props.lineLabel}
        </span>
      </figcaption>
    </figure>
  );
}
