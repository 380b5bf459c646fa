import { Button, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';

import { PageTitle } from '../../components/page-title';
import { money, time } from '../../lib/format';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { UserDrawer } from './user-drawer';
import { type SearchBody, type SearchData, type UserRow, paths } from './users-api';

type Filters = Pick<SearchBody, 'q' | 'agent' | 'type'>;
const t = texts.users;

/** Search by account, id, phone or email, optionally within an agent's team; details in a drawer. */
export function UsersSearch() {
  const [filters, setFilters] = useState<Filters>({ type: 'all' });
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useAdminQuery<SearchData>(paths.search, { ...filters, ...page });

  return (
    <>
      <PageTitle title={t.title} />
      <Form<Filters>
        layout="inline"
        initialValues={filters}
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => {
          setFilters({
            type: values.type ?? 'all',
            ...(values.q?.trim() ? { q: values.q.trim() } : {}),
            ...(values.agent?.trim() ? { agent: values.agent.trim() } : {}),
          });
          setPage({ ...page, page: 1 });
        }}
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
      <Table<UserRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ page: current, pageSize }),
        }}
        columns={[
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
        ]}
      />
      <UserDrawer userId={open} onClose={() => setOpen(null)} />
    </>
  );
}
