import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RiskMarkerKind } from '@fairdraw/contract';
import { riskMarkerKinds } from '@fairdraw/contract';
import { Alert, App, Button, Card, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';

import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/api';
import { downloadText } from '../../lib/download';
import { time } from '../../lib/format';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { type RiskMarker, type RiskPlayer, exportRiskPlayers } from './risk-api';

const t = texts.risk;
// Solid tags with white text: antd's orange and gold presets (light background, coloured text) fall
// under 4.5:1 (3.33 and 2.75, axe color-contrast); these darker tones give 5.4–9.9:1.
const markerColor: Record<RiskMarkerKind, string> = {
  rapidDeposits: '#ad4e00',
  chasingLosses: '#a8071a',
  nightSessions: '#531dab',
  limitsRaised: '#874d00',
};

/**
 * Risk desk (ADR 122): players showing the patterns of harm, each marker explained in plain
 * words, filtered by marker, exported as CSV, for support to reach out. It changes nothing.
 */
export function RiskDesk({ onOpenUser }: { onOpenUser: (userId: number) => void }) {
  const { message } = App.useApp();
  const [marker, setMarker] = useState<RiskMarkerKind | 'all'>('all');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const filter = marker === 'all' ? {} : { marker };
  const list = useAdminQuery('adminRiskPlayers', { ...filter, ...page });
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      downloadText('risk-players.csv', await exportRiskPlayers(filter));
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : texts.common.loadFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageTitle title={t.title} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph style={{ marginTop: 0 }}>{t.intro}</Typography.Paragraph>
        <dl className="risk-legend" data-testid="risk-legend">
          {riskMarkerKinds.map((kind) => (
            <div key={kind} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 4 }}>
              <dt>
                <Tag color={markerColor[kind]}>{t.kinds[kind]}</Tag>
              </dt>
              <dd style={{ margin: 0 }}>{t.explain[kind]}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t.marker}
          style={{ width: 200 }}
          value={marker}
          options={[
            { value: 'all', label: t.allMarkers },
            ...riskMarkerKinds.map((kind) => ({ value: kind, label: t.kinds[kind] })),
          ]}
          onChange={(value: RiskMarkerKind | 'all') => {
            setMarker(value);
            setPage({ ...page, page: 1 });
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {texts.common.refresh}
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {texts.common.exportCsv}
        </Button>
      </Space>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={list.error instanceof ApiError ? list.error.message : texts.common.loadFailed}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<RiskPlayer>
        rowKey="userId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        // In the text's own colour: the empty cell's (disabled grey) is 1.8:1 on white.
        locale={{ emptyText: <Typography.Text>{t.empty}</Typography.Text> }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ page: current, pageSize }),
        }}
        columns={[
          { title: texts.common.id, dataIndex: 'userId', width: 90 },
          { title: texts.common.account, dataIndex: 'account', width: 160 },
          {
            title: t.markers,
            dataIndex: 'markers',
            render: (markers: RiskMarker[]) => (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {markers.map((m) => (
                  <li key={`${m.kind}-${m.at}`} style={{ marginBottom: 4 }}>
                    <Tooltip title={t.explain[m.kind]}>
                      <Tag color={markerColor[m.kind]}>{t.kinds[m.kind]}</Tag>
                    </Tooltip>
                    <span>{m.detail}</span>{' '}
                    <Typography.Text type="secondary">
                      ({t.lastSeen} {time(m.at)})
                    </Typography.Text>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            title: texts.common.actions,
            key: 'actions',
            width: 140,
            render: (_: unknown, row) => (
              <Button
                size="small"
                onClick={() => onOpenUser(row.userId)}
                aria-label={`${t.open} ${row.account}`}
              >
                {t.open}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
