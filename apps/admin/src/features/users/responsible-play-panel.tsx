import type { AdminResponsiblePlayData, MoneyLimitName, UserLimits } from '@fairdraw/contract';
import { moneyLimitNames } from '@fairdraw/contract';
import { Alert, Descriptions, Table, Tag, Typography } from 'antd';

import { ApiError } from '../../lib/api';
import { money, time } from '../../lib/format';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';

const t = texts.responsiblePlay;
type History = AdminResponsiblePlayData['history'][number];

const rows = [
  { key: 'deposit', label: t.deposit, fields: ['dailyDeposit', 'weeklyDeposit', 'monthlyDeposit'] },
  { key: 'loss', label: t.loss, fields: ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] },
  { key: 'stake', label: t.stake, fields: ['dailyStake', 'weeklyStake', 'monthlyStake'] },
] as const;

const periods = [
  { title: t.perDay, index: 0 },
  { title: t.perWeek, index: 1 },
  { title: t.perMonth, index: 2 },
] as const;

const isMoneyLimit = (key: string): key is MoneyLimitName =>
  (moneyLimitNames as readonly string[]).includes(key);

const subheading = { fontSize: 16, margin: '20px 0 8px' };

/** One value of a limit as support reads it: money, minutes, a time, or "None". */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined) return t.none;
  if (isMoneyLimit(key) && typeof value === 'number') return money(value);
  if ((key === 'sessionMinutes' || key === 'realityCheckMinutes') && typeof value === 'number') {
    return `${value} ${t.minutes}`;
  }
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return time(value);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/** A change of the history as one line: `dailyLoss → 500.00 · takeBreak → 7d`. */
const describeChange = (change: Record<string, unknown>) =>
  Object.entries(change)
    .map(([key, value]) => `${key} → ${shown(key, value)}`)
    .join(' · ');

function Limits({ limits }: { limits: UserLimits }) {
  const pending = limits.pending;
  const waiting = pending ? Object.entries(pending).filter(([key]) => key !== 'effectiveAt') : [];
  return (
    <>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={[...rows]}
        columns={[
          { title: t.limit, dataIndex: 'label' },
          ...periods.map(({ title, index }) => ({
            title,
            key: title,
            align: 'right' as const,
            render: (_: unknown, row: (typeof rows)[number]) =>
              shown(row.fields[index], limits[row.fields[index]]),
          })),
        ]}
        style={{ marginBottom: 16 }}
      />
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t.sessionMinutes}>
          {shown('sessionMinutes', limits.sessionMinutes)}
        </Descriptions.Item>
        <Descriptions.Item label={t.realityCheck}>
          {shown('realityCheckMinutes', limits.realityCheckMinutes)}
        </Descriptions.Item>
        <Descriptions.Item label={t.breakUntil}>
          {limits.breakUntil ? <Tag color="#874d00">{time(limits.breakUntil)}</Tag> : t.notRunning}
        </Descriptions.Item>
        <Descriptions.Item label={t.selfExcludedUntil}>
          {limits.selfExcludedUntil ? (
            <Tag color="#a8071a">{time(limits.selfExcludedUntil)}</Tag>
          ) : (
            t.notRunning
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t.pending} span={2}>
          {pending && waiting.length > 0
            ? `${waiting.map(([key, value]) => `${key} → ${shown(key, value)}`).join(' · ')} (${t.effectiveAt} ${time(pending.effectiveAt)})`
            : t.none}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/**
 * The player's responsible-play settings on the user's detail (ADR 123): limits, breaks,
 * exclusion, terms and the history of changes. Read-only for every role: no operator can lift or
 * shorten a protection the player chose (ADR 121).
 */
export function ResponsiblePlayPanel({ userId }: { userId: number }) {
  const query = useAdminQuery('adminUserResponsiblePlay', { userId });
  const data = query.data;
  if (query.isError) {
    const reason = query.error instanceof ApiError ? query.error.message : texts.common.loadFailed;
    return <Alert type="error" showIcon role="alert" title={reason} />;
  }
  if (!data) return null;
  return (
    <div data-testid="responsible-play-panel">
      <Alert type="info" showIcon title={t.readOnly} style={{ marginBottom: 16 }} />
      <h2 style={subheading}>{t.limits}</h2>
      <Limits limits={data.limits} />
      <h2 style={subheading}>{t.terms}</h2>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t.termsAccepted}>{data.terms.version ?? t.none}</Descriptions.Item>
        <Descriptions.Item label={t.termsAcceptedAt}>{time(data.terms.acceptedAt)}</Descriptions.Item>
        <Descriptions.Item label={t.termsCurrent}>{data.terms.current}</Descriptions.Item>
        <Descriptions.Item label={t.termsMustAccept}>
          {data.terms.mustAccept ? texts.common.yes : texts.common.no}
        </Descriptions.Item>
        <Descriptions.Item label={t.closedAt} span={2}>
          {data.closedAt ? <Tag color="default">{time(data.closedAt)}</Tag> : t.open}
        </Descriptions.Item>
      </Descriptions>
      <h2 style={subheading}>{t.history}</h2>
      <Table<History>
        rowKey={(row) => `${row.at}-${describeChange(row.change)}`}
        size="small"
        pagination={false}
        dataSource={data.history}
        locale={{ emptyText: <Typography.Text>{t.noHistory}</Typography.Text> }}
        columns={[
          { title: texts.common.time, dataIndex: 'at', width: 180, render: (v: string) => time(v) },
          { title: t.change, dataIndex: 'change', render: (v: Record<string, unknown>) => describeChange(v) },
        ]}
      />
    </div>
  );
}
