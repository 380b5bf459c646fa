import { Button, Drawer, Form, Input, Modal, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';

import { rate, time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { type GameRate, type RateChange, parseOdds, setRate } from './games-api';

/** Odds of one game per play and market, with the history of every change. */
export function OddsDrawer({
  code,
  canEdit,
  onClose,
}: {
  code: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const rates = useAdminQuery('adminGameRates', { code: code ?? '' }, { enabled: code !== null });
  const [historyPage, setHistoryPage] = useState(1);
  const history = useAdminQuery(
    'adminGameRateHistory',
    { code: code ?? '', page: historyPage, pageSize: 20 },
    { enabled: code !== null },
  );
  const [editing, setEditing] = useState<GameRate | null>(null);

  return (
    <Drawer
      open={code !== null}
      onClose={onClose}
      size={760}
      title={`${texts.games.oddsTitle} ${code ?? ''}`}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{texts.games.appliesToNewBets}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'odds',
            label: texts.games.odds,
            children: (
              <Table<GameRate>
                rowKey={(row) => `${row.play}:${row.rateKey}`}
                size="small"
                loading={rates.isFetching}
                dataSource={rates.data?.list ?? []}
                pagination={{ pageSize: 50, hideOnSinglePage: true }}
                columns={[
                  { title: texts.games.play, dataIndex: 'play' },
                  { title: texts.games.rateKey, dataIndex: 'rateKey' },
                  {
                    title: texts.games.rate,
                    dataIndex: 'rate',
                    align: 'right',
                    render: (v: number, row) => (
                      <span data-testid={`rate-${row.play}-${row.rateKey}`}>{rate(v)}</span>
                    ),
                  },
                  {
                    title: texts.games.defaultRate,
                    dataIndex: 'defaultRate',
                    align: 'right',
                    render: (v: number | null) => (v === null ? '—' : rate(v)),
                  },
                  {
                    title: texts.common.actions,
                    key: 'edit',
                    render: (_: unknown, row) => (
                      <Button
                        size="small"
                        disabled={!canEdit}
                        onClick={() => setEditing(row)}
                        aria-label={`${texts.games.edit} ${row.play} ${row.rateKey}`}
                      >
                        {texts.games.edit}
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'history',
            label: texts.games.history,
            children: (
              <Table<RateChange>
                rowKey="id"
                size="small"
                loading={history.isFetching}
                dataSource={history.data?.list ?? []}
                pagination={{
                  current: historyPage,
                  pageSize: 20,
                  total: history.data?.total ?? 0,
                  onChange: setHistoryPage,
                }}
                columns={[
                  { title: texts.common.time, dataIndex: 'time', render: (v: string) => time(v) },
                  { title: texts.games.play, dataIndex: 'play' },
                  { title: texts.games.rateKey, dataIndex: 'rateKey' },
                  {
                    title: texts.games.oldRate,
                    dataIndex: 'oldRate',
                    align: 'right',
                    render: (v: number) => rate(v),
                  },
                  {
                    title: texts.games.newRate,
                    dataIndex: 'newRate',
                    align: 'right',
                    render: (v: number) => rate(v),
                  },
                  { title: texts.games.operator, dataIndex: 'operator' },
                  { title: texts.common.reason, dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
                ]}
              />
            ),
          },
        ]}
      />
      {code && <RateModal code={code} row={editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}

function RateModal({ code, row, onClose }: { code: string; row: GameRate | null; onClose: () => void }) {
  const [form] = Form.useForm<{ odds: string; reason?: string }>();
  const save = useAction(setRate, {
    success: texts.common.done,
    refresh: ['adminGameRates', 'adminGameRateHistory'],
  });
  return (
    <Modal
      open={row !== null}
      title={row ? `${row.play} · ${row.rateKey}` : ''}
      okText={texts.common.save}
      cancelText={texts.common.cancel}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ odds: row ? rate(row.rate) : '' }}
        onFinish={(values) => {
          const hundredths = parseOdds(values.odds);
          if (!row || hundredths === null) return;
          const reason = values.reason?.trim();
          save.mutate(
            { code, play: row.play, rateKey: row.rateKey, rate: hundredths, ...(reason ? { reason } : {}) },
            { onSuccess: onClose },
          );
        }}
      >
        <Form.Item
          name="odds"
          label={texts.games.newOdds}
          rules={[
            { required: true, message: texts.games.oddsFormat },
            {
              validator: (_, value: string) =>
                parseOdds(value ?? '') === null
                  ? Promise.reject(new Error(texts.games.oddsFormat))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input inputMode="decimal" autoFocus />
        </Form.Item>
        <Form.Item name="reason" label={texts.common.reason}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
