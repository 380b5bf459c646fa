import type { ReactNode } from 'react';

/** One team record: a title line with the amount on the right, then muted detail lines. */
export function TeamRecordRow({
  title,
  amount,
  badge,
  details,
}: {
  title: ReactNode;
  amount: ReactNode;
  badge?: ReactNode;
  details: string[];
}) {
  return (
    <div className="app-record">
      <div className="app-record__head">
        <span className="app-record__title">{title}</span>
        <span className="app-record__amount">{amount}</span>
      </div>
      {details.map((detail, i) => (
        <div key={i} className="app-record__detail app-muted">
          {detail}
        </div>
      ))}
      {badge && <div className="app-record__badge">{badge}</div>}
    </div>
  );
}
