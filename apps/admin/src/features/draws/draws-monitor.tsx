import { Alert, DatePicker, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';

import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { money, percent, time } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { type DrawRow, type LiveRow, type RtpRow } from './draws-api';

const gameCodes = ['k3', 'ffc', 'sfc', 'wfc', 'pk10', 'xyft', 'lhc'] as const;
const result = (numbers: number[] | null | undefined) => (numbers ? numbers.join(' · ') : '—');

/** Live issues, verified results and the RTP monitor. There is no control over results here. */
export function DrawsMonitor() {
  const canSeeRtp = useSession()?.role !== 'support';
  return (
    <>
      <PageTitle title={texts.draws.title} />
      <Alert type="info" showIcon title={texts.draws.noResultControl} style={{ marginBottom: 16 }} />
      <Tabs
        items={[
          { key: 'live', label: texts.draws.live, children: <LiveIssues /> },
          { key: 'history', label: texts.draws.history, children: <Results /> },
          ...(canSeeRtp ? [{ key: 'rtp', label: texts.draws.rtp, children: <RtpMonitor /> }] : []),
        ]}
      />
    </>
  );
}

function LiveIssues() {
  const live = useAdminQuery('adminDrawsLive', undefined, { refetchIntervalMs: 5000 });
  return (
    <>
      <QueryError error={live.error} />
      <Table<LiveRow>
        rowKey="game"
        size="middle"
        pagination={false}
        loading={live.isLoading}
        dataSource={live.data?.list ?? []}
        columns={[
          {
            title: texts.draws.game,
            dataIndex: 'game',
            render: (v: string, row) => (
              <Tag variant="outlined" color={row.enabled ? 'processing' : 'default'}>
                {v}
              </Tag>
            ),
          },
          {
            title: texts.draws.current,
            key: 'current',
            render: (_: unknown, row) => row.current?.issue ?? '—',
          },
          {
            title: texts.draws.closesAt,
            key: 'closes',
            render: (_: unknown, row) => time(row.current?.closeAt),
          },
          { title: texts.draws.next, key: 'next', render: (_: unknown, row) => row.next?.issue ?? '—' },
          {
            title: texts.draws.lastDrawn,
            key: 'last',
            render: (_: unknown, row) => row.lastDrawn?.issue ?? '—',
          },
          {
            title: texts.draws.result,
            key: 'result',
            render: (_: unknown, row) => result(row.lastDrawn?.result),
          },
          {
            title: texts.draws.overdue,
            dataIndex: 'overdue',
            align: 'right',
            render: (v: number) =>
              v > 0 ? (
                <Tag variant="outlined" color="error">
                  {v}
                </Tag>
              ) : (
                v
              ),
          },
        ]}
      />
    </>
  );
}

function Results() {
  const [game, setGame] = useState<string>('k3');
  const [page, setPage] = useState(1);
  const history = useAdminQuery('adminDrawsHistory', { game, page, pageSize: 20 });
  return (
    <>
      <Select
        aria-label={texts.draws.game}
        style={{ width: 160, marginBottom: 16 }}
        value={game}
        onChange={(next: string) => {
          setGame(next);
          setPage(1);
        }}
        options={gameCodes.map((code) => ({ value: code, label: code }))}
      />
      <QueryError error={history.error} />
      <Table<DrawRow>
        rowKey="issue"
        size="middle"
        loading={history.isFetching}
        dataSource={history.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: history.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: texts.draws.issue, dataIndex: 'issue' },
          { title: texts.draws.drawAt, dataIndex: 'drawAt', render: (v: string) => time(v) },
          { title: texts.draws.result, dataIndex: 'result', render: (v: number[] | null) => result(v) },
          {
            title: texts.draws.verified,
            dataIndex: 'verified',
            render: (v: boolean | null) =>
              v === null ? (
                <Tag>{texts.draws.pending}</Tag>
              ) : v ? (
                <Tag variant="outlined" color="success">
                  {texts.draws.verified}
                </Tag>
              ) : (
                <Tag variant="outlined" color="error">
                  {texts.draws.notVerified}
                </Tag>
              ),
          },
          {
            title: texts.draws.commitment,
            dataIndex: 'commitment',
            render: (v: string) => (
              <Typography.Text code copyable={{ text: v }}>
                {v.slice(0, 12)}…
              </Typography.Text>
            ),
          },
          {
            title: texts.draws.seed,
            dataIndex: 'seed',
            render: (v: string | null) =>
              v ? (
                <Typography.Text code copyable={{ text: v }}>
                  {v.slice(0, 12)}…
                </Typography.Text>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </>
  );
}

type Day = { format: (pattern: string) => string };

function RtpMonitor() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [game, setGame] = useState<string | undefined>(undefined);
  const rtp = useAdminQuery('adminRtp', { ...range, ...(game ? { game } : {}) });
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={texts.dashboard.range}
          onChange={(days: [Day | null, Day | null] | null) =>
            setRange(
              days?.[0] && days[1]
                ? { from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') }
                : {},
            )
          }
        />
        <Select
          aria-label={texts.draws.game}
          allowClear
          placeholder={texts.common.all}
          style={{ width: 140 }}
          value={game}
          onChange={(next?: string) => setGame(next)}
          options={gameCodes.map((code) => ({ value: code, label: code }))}
        />
        <Typography.Text>{rtp.data ? `${rtp.data.from} – ${rtp.data.to}` : ''}</Typography.Text>
      </Space>
      <QueryError error={rtp.error} />
      <Table<RtpRow>
        rowKey={(row) => `${row.game}:${row.play}`}
        size="middle"
        loading={rtp.isFetching}
        dataSource={rtp.data?.list ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: texts.draws.game, dataIndex: 'game' },
          { title: texts.draws.play, dataIndex: 'play' },
          { title: texts.draws.bets, dataIndex: 'betCount', align: 'right' },
          { title: texts.draws.stakes, dataIndex: 'stakes', align: 'right', render: (v: number) => money(v) },
          {
            title: texts.draws.payouts,
            dataIndex: 'payouts',
            align: 'right',
            render: (v: number) => money(v),
          },
          {
            title: texts.draws.actual,
            dataIndex: 'actualRtp',
            align: 'right',
            render: (v: number | null) => percent(v),
          },
          {
            title: texts.draws.theoretical,
            dataIndex: 'theoreticalRtp',
            align: 'right',
            render: (v: number | null) => percent(v),
          },
        ]}
      />
    </>
  );
}
