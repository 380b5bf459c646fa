import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';

import { operatorRoles } from '@fairdraw/contract';

import { ListPage } from '../../components/list-page';
import { type AdminEndpointName, type AdminBody, type AdminData, call } from '../../lib/api';
import { time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { texts } from '../../texts';

type Operator = AdminData<'adminOperatorList'>['list'][number];
type CreateBody = AdminBody<'adminOperatorCreate'>;
type UpdateBody = AdminBody<'adminOperatorUpdate'>;
type EnrolCode = AdminData<'adminOperatorEnrolCode'>;

const roleOptions = operatorRoles.map((role) => ({ value: role, label: texts.roles[role] }));

/** Admin only: operators, their role, TOTP requirement and access. */
export function Operators() {
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<Operator | null>(null);
  const refresh: { refresh: AdminEndpointName[] } = { refresh: ['adminOperatorList'] };
  const update = useAction((body: UpdateBody) => call('adminOperatorUpdate', body), {
    success: texts.common.done,
    ...refresh,
  });
  const create = useAction((body: CreateBody) => call('adminOperatorCreate', body), {
    success: texts.common.done,
    ...refresh,
  });
  // The one-time enrolment code is shown once, to the admin who issued it (ADR 102).
  const [issued, setIssued] = useState<(EnrolCode & { account: string }) | null>(null);
  const enrolCode = useAction(
    async (row: Operator) => ({
      ...(await call('adminOperatorEnrolCode', { id: row.id })),
      account: row.account,
    }),
    {
      success: (result) => {
        setIssued(result);
        return null;
      },
    },
  );
  const [createForm] = Form.useForm<CreateBody>();
  const [passwordForm] = Form.useForm<{ password: string }>();

  return (
    <ListPage<'adminOperatorList', object>
      title={texts.operators.title}
      titleExtra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {texts.operators.newOperator}
        </Button>
      }
      endpoint="adminOperatorList"
      initialFilters={{}}
      table={{
        rowKey: 'id',
        columns: [
          { title: texts.common.id, dataIndex: 'id', width: 70 },
          { title: texts.common.account, dataIndex: 'account' },
          {
            title: texts.operators.role,
            dataIndex: 'role',
            render: (role: Operator['role'], row) => (
              <Select
                aria-label={`${texts.operators.role} ${row.account}`}
                size="small"
                style={{ width: 120 }}
                value={role}
                options={roleOptions}
                onChange={(next) => update.mutate({ id: row.id, role: next })}
              />
            ),
          },
          {
            title: texts.operators.totpRequired,
            dataIndex: 'totpRequired',
            render: (value: boolean, row) => (
              <Switch
                aria-label={`${texts.operators.totpRequired} ${row.account}`}
                checked={value}
                onChange={(next) => update.mutate({ id: row.id, totpRequired: next })}
              />
            ),
          },
          {
            title: texts.operators.totpEnabled,
            dataIndex: 'totpEnabled',
            render: (value: boolean) => (
              <Tag variant="outlined" color={value ? 'success' : 'default'}>
                {value ? texts.common.yes : texts.common.no}
              </Tag>
            ),
          },
          {
            title: texts.operators.disabled,
            dataIndex: 'disabled',
            render: (value: boolean, row) => (
              <Switch
                aria-label={`${texts.operators.disabled} ${row.account}`}
                checked={value}
                onChange={(next) => update.mutate({ id: row.id, disabled: next })}
              />
            ),
          },
          { title: texts.operators.created, dataIndex: 'createdAt', render: (v: string) => time(v) },
          {
            title: texts.common.actions,
            key: 'actions',
            render: (_: unknown, row) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => setPasswordFor(row)}
                  aria-label={`${texts.operators.setPassword} ${row.account}`}
                >
                  {texts.operators.setPassword}
                </Button>
                <Button
                  size="small"
                  disabled={!row.totpEnabled}
                  onClick={() => update.mutate({ id: row.id, resetTotp: true })}
                  aria-label={`${texts.operators.resetTotp} ${row.account}`}
                >
                  {texts.operators.resetTotp}
                </Button>
                <Button
                  size="small"
                  disabled={row.totpEnabled || row.disabled}
                  onClick={() => enrolCode.mutate(row)}
                  aria-label={`${texts.operators.enrolCode} ${row.account}`}
                >
                  {texts.operators.enrolCode}
                </Button>
              </Space>
            ),
          },
        ],
      }}
    >
      <Modal
        open={issued !== null}
        title={`${texts.operators.enrolCodeTitle}: ${issued?.account ?? ''}`}
        footer={null}
        onCancel={() => setIssued(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {texts.operators.enrolCodeHint} {issued ? time(issued.expiresAt) : ''}.
        </Typography.Paragraph>
        <Typography.Text code copyable data-testid="enrol-code">
          {issued?.code}
        </Typography.Text>
      </Modal>
      <Modal
        open={creating}
        title={texts.operators.newOperator}
        okText={texts.common.create}
        cancelText={texts.common.cancel}
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        onOk={() => createForm.submit()}
        destroyOnHidden
      >
        <Form<CreateBody>
          form={createForm}
          layout="vertical"
          preserve={false}
          initialValues={{ role: 'support', totpRequired: true }}
          onFinish={(values) => create.mutate(values, { onSuccess: () => setCreating(false) })}
        >
          <Form.Item
            name="account"
            label={texts.common.account}
            rules={[{ required: true }, { pattern: /^[A-Za-z0-9._-]{3,64}$/ }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label={texts.operators.password}
            rules={[{ required: true }, { min: 8, max: 128 }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="role" label={texts.operators.role}>
            <Select options={roleOptions} />
          </Form.Item>
          <Form.Item name="totpRequired" label={texts.operators.totpRequired} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={passwordFor !== null}
        title={`${texts.operators.setPassword}: ${passwordFor?.account ?? ''}`}
        okText={texts.common.save}
        cancelText={texts.common.cancel}
        confirmLoading={update.isPending}
        onCancel={() => setPasswordFor(null)}
        onOk={() => passwordForm.submit()}
        destroyOnHidden
      >
        <Form
          form={passwordForm}
          layout="vertical"
          preserve={false}
          onFinish={(values) => {
            if (passwordFor)
              update.mutate(
                { id: passwordFor.id, password: values.password },
                { onSuccess: () => setPasswordFor(null) },
              );
          }}
        >
          <Form.Item
            name="password"
            label={texts.operators.password}
            rules={[{ required: true }, { min: 8, max: 128 }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
