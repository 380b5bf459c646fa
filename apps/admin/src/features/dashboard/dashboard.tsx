import { Card, Col, DatePicker, Row, Statistic, Table } from 'antd';
import { useState } from 'react';

import { DailyChart } from '../../components/daily-chart';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import type { AdminData } from '../../lib/api';
import { money } from '../../lib/format';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';

type Dashboard = AdminData<'adminDashboard'>;
type GameRow = Dashboard['range']['games'][number];
type Day = { format: (pattern: string) => string };

const t = texts.dashboard;

/** Today's figures, what waits for review, and the range's daily series per game. */
export function DashboardScreen() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const query = useAdminQuery('adminDashboard', range, {
    refetchIntervalMs: 30_000,
  });
  const data = query.data;
  const today = data?.today.totals;
  // One day reads as one date, so the range cards keep to one line like the others.
  const span = !data ? '' : data.from === data.to ? data.from : `${data.from} – ${data.to}`;
  const stat = (title: string, value: string | number, testId?: string) => (
    <Col span={6}>
      <Card size="small" style={{ height: '100%' }}>
        <Statistic
          title={title}
          value={value}
          valueRender={(node) => <span data-testid={testId}>{node}</span>}
        />
      </Card>
    </Col>
  );

  return (
    <>
      <PageTitle
        title={t.title}
        extra={
          <DatePicker.RangePicker
            aria-label={t.range}
            onChange={(days: [Day | null, Day | null] | null) =>
              setRange(
                days?.[0] && days[1]
                  ? { from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') }
                  : {},
              )
            }
          />
        }
      />
      <QueryError error={query.error} />
      <Row gutter={[16, 16]}>
        {stat(`${t.today}: ${t.turnover}`, money(today?.turnover))}
        {stat(`${t.today}: ${t.payout}`, money(today?.payout))}
        {stat(`${t.today}: ${t.rebate}`, money(today?.rebate))}
        {stat(`${t.today}: ${t.houseResult}`, money(today?.houseResult))}
        {stat(t.pendingRecharge, data?.pending.recharge ?? '—', 'pending-recharge')}
        {stat(t.pendingWithdraw, data?.pending.withdraw ?? '—', 'pending-withdraw')}
        {stat(t.pendingApprovals, data?.pending.approvals ?? '—')}
        {stat(t.onlinePlayers, data?.onlinePlayers ?? '—')}
        {stat(`${t.rechargeTotal} (${data?.recharge.count ?? 0})`, money(data?.recharge.amount))}
        {stat(`${t.withdrawTotal} (${data?.withdraw.count ?? 0})`, money(data?.withdraw.amount))}
        {stat(`${t.turnover} ${span}`, money(data?.range.totals.turnover))}
        {stat(`${t.houseResult} ${span}`, money(data?.range.totals.houseResult))}
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={14}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t.chartTitle}</h2>}>
            <DailyChart
              title={t.chartTitle}
              barLabel={t.turnover}
              lineLabel={t.houseResult}
              points={(data?.series ?? []).map((d) => ({ day: d.day, bar: d.turnover, line: d.houseResult }))}
            />
          </Card>
        </Col>
        <Col span={10}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t.perGame}</h2>}>
            <Table<GameRow>
              rowKey="game"
              size="small"
              pagination={false}
              dataSource={data?.range.games ?? []}
              columns={[
                { title: t.game, dataIndex: 'game' },
                { title: t.betCount, dataIndex: 'betCount', align: 'right' },
                { title: t.turnover, dataIndex: 'turnover', align: 'right', render: (v: number) => money(v) },
                {
                  title: t.houseResult,
                  dataIndex: 'houseResult',
                  align: 'right',
                  render: (v: number) => money(v),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
