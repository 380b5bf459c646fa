import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import type { AgentRange } from '../api';

const ranges: AgentRange[] = ['today', '3d', '7d', 'all'];

/** Today / 3 days / 7 days / all, as api.md's `range`. */
export function RangeTabs({ value, onChange }: { value: AgentRange; onChange: (range: AgentRange) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs activeKey={value} onChange={(key) => onChange(key as AgentRange)} className="agent-range-tabs">
      {ranges.map((r) => (
        <Tabs.Tab key={r} title={t(`range.${r}`)} />
      ))}
    </Tabs>
  );
}
