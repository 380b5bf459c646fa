import { Button, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';

import { ListPage } from '../../components/list-page';
import { money, time } from '../../lib/format';
import { texts } from '../../texts';
import { UserDrawer } from './user-drawer';
import type { SearchBody, UserRow } from './users-api';

type Filters = Pick<SearchBody, 'q' | 'agent' | 'type'>;
const t = texts.users;

/** Search by account, id, phone or email, optionally within an agent's team; details in a drawer. */
export function UsersSearch() {
  const [open, setOpen] = useState<number | null>(null);

  return (
    <ListPage<'adminUserSearch', Filters>
      title={t.title}
      endpoint="adminUserSearch"
      initialFilters={{ type: 'all' }}
      filters={(filters, onChange) => (
        <Form<Filters>
          layout="inline"
          initialValues={filters}
          style={{ rowGap: 8 }}
          onFinish={(values) =>
            onChange({
              type: values.type ?? 'all',
              ...(values.q?.trim() ? { q: values.q.trim() } : {}),
              ...(values.agent?.trim() ? { agent: values.agent.trim() } : {}),
            })
          }
        >
          <Form.Item name="q" label={texts.common.search}>
            <Input placeholder={t.query} style={{ width: 240 }} allowClear />
          </Form.Item>
          <Form.Item name="agent" label={t.agent}>
            <Input style={{ width: 160 }} allowClear />
          </Form.Item>
          <Form.Item name="type" label={t.type}>
            <Select
              style={{ width: 130 }}
              options={(['all', 'player', 'agent', 'trial'] as const).map((value) => ({
                value,
                label: t.types[value],
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {texts.common.search}
          </Button>
        </Form>
      )}
      table={{
        rowKey: 'id',
        columns: [
          { title: texts.common.id, dataIndex: 'id', width: 70 },
          { title: texts.common.account, dataIndex: 'account' },
          { title: t.type, dataIndex: 'type', render: (v: UserRow['type']) => t.types[v] },
          { title: t.parent, dataIndex: 'parentAccount', render: (v: string | null) => v ?? '—' },
          { title: t.balance, dataIndex: 'balance', align: 'right', render: (v: number) => money(v) },
          {
            title: texts.common.status,
            dataIndex: 'frozen',
            render: (v: boolean) =>
              v ? (
                <Tag variant="outlined" color="error">
                  {t.frozen}
                </Tag>
              ) : (
                <Tag variant="outlined" color="success">
                  {t.active}
                </Tag>
              ),
          },
          { title: t.created, dataIndex: 'createdAt', render: (v: string) => time(v) },
          { title: t.lastLogin, dataIndex: 'lastLoginAt', render: (v: string | null) => time(v) },
          {
            title: texts.common.actions,
            key: 'open',
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => setOpen(row.id)} aria-label={`${t.detail} ${row.account}`}>
                {t.detail}
              </Button>
            ),
          },
        ],
      }}
    >
      <UserDrawer userId={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
