import type { ReactNode } from 'react';

/** One record: a title line with the amount on the right, then muted detail lines. */
export function RecordRow({
  title,
  amount,
  badge,
  details,
}: {
  title: ReactNode;
  amount: ReactNode;
  badge?: ReactNode;
  details: ReactNode[];
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

/** "2026-11-23T14:05:09+07:00" → "2026-11-23 14:05:09": the server already speaks the operator's time. */
export const displayTime = (iso: string): string => iso.slice(0, 19).replace('T', ' ');
