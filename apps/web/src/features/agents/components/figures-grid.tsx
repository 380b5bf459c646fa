import { formatFen } from '@fairdraw/rules';
import { useTranslation } from 'react-i18next';

/** A two-column grid of labelled figures; money is fen, counts are plain numbers. */
export function FiguresGrid({ items }: { items: { labelKey: string; value: number; money?: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <div className="agent-figures">
      {items.map((item) => (
        <div key={item.labelKey} className="agent-figures__cell">
          <span className="agent-figures__label">{t(item.labelKey)}</span>
          <strong
            className={
              item.money && item.value < 0 ? 'agent-figures__value is-negative' : 'agent-figures__value'
            }
          >
            {item.money ? formatFen(item.value) : item.value}
          </strong>
        </div>
      ))}
    </div>
  );
}
