import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export const rangeChoices = ['all', 'today', '3d', '7d'] as const;
export type RangeChoice = (typeof rangeChoices)[number];

/** The spec's record filters: whole, today, 3 days, 7 days (in the operator's time zone, server-side). */
export function RangeTabs({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (range: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <CapsuleTabs
      activeKey={value}
      onChange={(key) =>
        onChange((rangeChoices as readonly string[]).includes(key) ? (key as RangeChoice) : 'all')
      }
      className="app-range-tabs"
    >
      {rangeChoices.map((range) => (
        <CapsuleTabs.Tab key={range} title={t(`range.${range}`)} />
      ))}
    </CapsuleTabs>
  );
}
