import { Button, InputNumber, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';

import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { money } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { type Game, updateGame } from './games-api';
import { LimitsModal } from './limits-modal';
import { OddsDrawer } from './odds-drawer';

/** Games: on/off, close time, limits (admin edits; others read), and the odds drawer per game. */
export function GamesTable() {
  const canEdit = useSession()?.role === 'admin';
  const list = useAdminQuery('adminGameList', undefined);
  const [oddsOf, setOddsOf] = useState<string | null>(null);
  const [limitsOf, setLimitsOf] = useState<Game | null>(null);
  const update = useAction(updateGame, { success: texts.common.done, refresh: ['adminGameList'] });

  return (
    <>
      <PageTitle title={texts.games.title} />
      <QueryError error={list.error} />
      <Table<Game>
        rowKey="code"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: texts.games.code, dataIndex: 'code', render: (v: string) => <Tag>{v}</Tag> },
          { title: texts.games.family, dataIndex: 'family' },
          { title: texts.games.category, dataIndex: 'category' },
          { title: texts.games.interval, dataIndex: 'intervalSec', align: 'right' },
          {
            title: texts.games.close,
            dataIndex: 'closeSec',
            render: (value: number, row) =>
              canEdit ? (
                <InputNumber
                  aria-label={`${texts.games.close} ${row.code}`}
                  size="small"
                  min={0}
                  max={3600}
                  defaultValue={value}
                  onBlur={(event) => {
                    const next = Number(event.target.value);
                    if (Number.isInteger(next) && next !== value)
                      update.mutate({ code: row.code, closeSec: next });
                  }}
                />
              ) : (
                value
              ),
          },
          {
            title: texts.games.enabled,
            dataIndex: 'enabled',
            render: (value: boolean, row) => (
              <Switch
                aria-label={`${texts.games.enabled} ${row.code}`}
                checked={value}
                disabled={!canEdit}
                loading={update.isPending && update.variables.code === row.code}
                onChange={(enabled) => update.mutate({ code: row.code, enabled })}
              />
            ),
          },
          {
            title: texts.games.limits,
            key: 'limits',
            render: (_: unknown, row) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {money(row.limits.minStakeFen)} – {money(row.limits.maxStakeFen)}
              </span>
            ),
          },
          {
            title: texts.common.actions,
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setOddsOf(row.code)}
                  aria-label={`${texts.games.odds} ${row.code}`}
                >
                  {texts.games.odds}
                </Button>
                <Button
                  size="small"
                  onClick={() => setLimitsOf(row)}
                  aria-label={`${texts.games.limits} ${row.code}`}
                >
                  {texts.games.limits}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <OddsDrawer code={oddsOf} canEdit={canEdit} onClose={() => setOddsOf(null)} />
      <LimitsModal game={limitsOf} canEdit={canEdit} onClose={() => setLimitsOf(null)} />
    </>
  );
}
