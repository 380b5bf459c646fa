import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The one h1 of a screen, with the screen's main buttons beside it. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra && <Space>{extra}</Space>}
    </div>
  );
}
