import { Button, DatePicker, Form, Input, InputNumber, Space, Typography } from 'antd';

import { ListPage } from '../../components/list-page';
import type { AdminBody } from '../../lib/api';
import { time } from '../../lib/format';
import { texts } from '../../texts';

type Filters = Omit<AdminBody<'adminAuditList'>, 'page' | 'pageSize'>;

interface FormValues {
  operatorId?: number | null;
  action?: string;
  target?: string;
  days?: [{ format: (f: string) => string }, { format: (f: string) => string }] | null;
}

function toFilters(values: FormValues): Filters {
  const filters: Filters = {};
  if (values.operatorId) filters.operatorId = values.operatorId;
  if (values.action?.trim()) filters.action = values.action.trim();
  if (values.target?.trim()) filters.target = values.target.trim();
  if (values.days) {
    filters.from = values.days[0].format('YYYY-MM-DD');
    filters.to = values.days[1].format('YYYY-MM-DD');
  }
  return filters;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** Operator, action and target prefixes, and days; Reset clears them. */
function AuditFilters({ onChange }: { onChange: (filters: Filters) => void }) {
  const [form] = Form.useForm<FormValues>();
  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      style={{ rowGap: 8 }}
      onFinish={(values) => onChange(toFilters(values))}
    >
      <Form.Item name="operatorId" label={texts.audit.operatorId}>
        <InputNumber min={1} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="action" label={texts.audit.action}>
        <Input style={{ width: 160 }} placeholder="recharge.pass" />
      </Form.Item>
      <Form.Item name="target" label={texts.audit.target}>
        <Input style={{ width: 180 }} placeholder="recharge:" />
      </Form.Item>
      <Form.Item name="days" label={texts.audit.range}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {texts.common.search}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onChange({});
          }}
        >
          {texts.common.reset}
        </Button>
      </Space>
    </Form>
  );
}

/** Every operator action, newest first; filters combine (action and target match as prefixes). */
export function AuditLog() {
  return (
    <ListPage<'adminAuditList', Filters>
      title={texts.audit.title}
      endpoint="adminAuditList"
      initialFilters={{}}
      filters={(_, onChange) => <AuditFilters onChange={onChange} />}
      table={{
        rowKey: 'id',
        expandable: {
          expandedRowRender: (row) => (
            <Space align="start" size="large">
              <div>
                <Typography.Text strong>{texts.audit.before}</Typography.Text>
                <pre style={{ margin: 0 }}>{json(row.before)}</pre>
              </div>
              <div>
                <Typography.Text strong>{texts.audit.after}</Typography.Text>
                <pre style={{ margin: 0 }}>{json(row.after)}</pre>
              </div>
            </Space>
          ),
        },
        columns: [
          { title: texts.common.time, dataIndex: 'time', render: (v: string) => time(v), width: 180 },
          { title: texts.audit.operator, dataIndex: 'operator' },
          {
            title: 'Action',
            dataIndex: 'action',
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          { title: 'Target', dataIndex: 'target' },
          { title: texts.audit.ip, dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
        ],
      }}
    />
  );
}
