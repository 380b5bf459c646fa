import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Table } from 'antd';
import { useState } from 'react';

import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import {
  type NewsletterBody,
  type Notice,
  type NoticeBody,
  createNotice,
  deleteNotice,
  sendNewsletter,
} from './messages-api';

/** Announcements (to everyone, also on the home marquee) and newsletters (to one user). */
export function MessagesDesk() {
  const [page, setPage] = useState(1);
  const notices = useAdminQuery('adminNoticeList', { page, pageSize: 10 });
  const create = useAction(createNotice, { success: texts.messages.sent, refresh: ['adminNoticeList'] });
  const remove = useAction(deleteNotice, { success: texts.common.done, refresh: ['adminNoticeList'] });
  const send = useAction(sendNewsletter, { success: texts.messages.sent });
  const [noticeForm] = Form.useForm<NoticeBody>();
  const [newsletterForm] = Form.useForm<NewsletterBody>();

  return (
    <>
      <PageTitle title={texts.messages.title} />
      <Row gutter={16}>
        <Col span={16}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{texts.messages.announcements}</h2>}>
            <QueryError error={notices.error} />
            <Table<Notice>
              rowKey="id"
              size="small"
              loading={notices.isFetching}
              dataSource={notices.data?.list ?? []}
              pagination={{ current: page, pageSize: 10, total: notices.data?.total ?? 0, onChange: setPage }}
              columns={[
                { title: texts.messages.noticeTitle, dataIndex: 'title' },
                { title: texts.messages.body, dataIndex: 'body', ellipsis: true },
                { title: 'Reads', dataIndex: 'reads', align: 'right', width: 70 },
                {
                  title: texts.common.time,
                  dataIndex: 'createdAt',
                  render: (v: string) => time(v),
                  width: 170,
                },
                {
                  title: texts.common.actions,
                  key: 'delete',
                  width: 90,
                  render: (_: unknown, row) => (
                    <Popconfirm
                      title={texts.messages.deleteConfirm}
                      okText={texts.common.delete}
                      cancelText={texts.common.cancel}
                      onConfirm={() => remove.mutate(row.id)}
                    >
                      <Button
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`${texts.common.delete} ${row.title}`}
                      />
                    </Popconfirm>
                  ),
                },
              ]}
            />
            {/* Named forms: both have a "title" field, and field ids must differ for their labels. */}
            <Form<NoticeBody>
              name="notice"
              form={noticeForm}
              layout="vertical"
              style={{ marginTop: 16 }}
              onFinish={(values) => create.mutate(values, { onSuccess: () => noticeForm.resetFields() })}
            >
              <Form.Item
                name="title"
                label={texts.messages.noticeTitle}
                rules={[{ required: true, whitespace: true }, { max: 120 }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="body"
                label={texts.messages.body}
                rules={[{ required: true, whitespace: true }, { max: 5000 }]}
              >
                <Input.TextArea rows={3} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {texts.messages.newAnnouncement}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col span={8}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{texts.messages.newsletter}</h2>}>
            <Form<NewsletterBody>
              name="newsletter"
              form={newsletterForm}
              layout="vertical"
              onFinish={(values) => send.mutate(values, { onSuccess: () => newsletterForm.resetFields() })}
            >
              <Form.Item name="userId" label={texts.messages.userId} rules={[{ required: true }]}>
                <InputNumber min={1} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="title"
                label={texts.messages.noticeTitle}
                rules={[{ required: true, whitespace: true }, { max: 120 }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="body"
                label={texts.messages.body}
                rules={[{ required: true, whitespace: true }, { max: 5000 }]}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                {texts.messages.send}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
