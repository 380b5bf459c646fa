import { Badge, Button, Card, Checkbox, Empty, Form, Input, List, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

import type { SupportMessage } from '@fairdraw/contract';

import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { time } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { type Conversation, reply } from './support-api';

/** Polling keeps the desk live: the messages module offers no operator-side event stream (ADR 088). */
const pollMs = 3000;

/** Conversations on the left, the chosen one's messages and the answer box on the right. */
export function SupportDesk() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const conversations = useAdminQuery(
    'adminSupportConversations',
    { unreadOnly, page: 1, pageSize: 50 },
    { refetchIntervalMs: pollMs },
  );

  return (
    <>
      <PageTitle title={texts.support.title} />
      <QueryError error={conversations.error} />
      <div style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 16, alignItems: 'start' }}>
        <Card
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{texts.support.conversations}</h2>}
          extra={
            <Checkbox checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)}>
              {texts.support.unreadOnly}
            </Checkbox>
          }
          styles={{ body: { padding: 0, maxHeight: 600, overflowY: 'auto' } }}
        >
          <List<Conversation>
            dataSource={conversations.data?.list ?? []}
            renderItem={(item) => (
              <List.Item
                style={{
                  padding: '12px 16px',
                  cursor: 'pointer',
                  background: item.conversationId === selected ? '#e6f4ff' : undefined,
                }}
              >
                <button
                  type="button"
                  onClick={() => setSelected(item.conversationId)}
                  style={{ all: 'unset', display: 'block', width: '100%' }}
                  aria-label={`${texts.support.conversations}: ${item.account ?? item.visitorContact ?? item.conversationId}`}
                >
                  <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography.Text strong>
                      {item.account ?? item.visitorContact ?? `#${item.conversationId}`}
                    </Typography.Text>
                    <Badge count={item.unread} />
                  </div>
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                    {item.lastMessage?.text ?? ''}
                  </Typography.Text>
                </button>
              </List.Item>
            )}
          />
        </Card>
        {selected === null ? (
          <Card>
            <Empty description={texts.support.pick} />
          </Card>
        ) : (
          <ChatPanel conversationId={selected} />
        )}
      </div>
    </>
  );
}

function ChatPanel({ conversationId }: { conversationId: number }) {
  const messages = useAdminQuery('adminSupportMessages', { conversationId }, { refetchIntervalMs: pollMs });
  const send = useAction((text: string) => reply(conversationId, text), {
    refresh: ['adminSupportMessages', 'adminSupportConversations'],
  });
  const [form] = Form.useForm<{ text: string }>();
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages.data?.list.length ?? 0;
  // A block body on purpose: recent Chromium's scrollIntoView returns a promise, and an effect that
  // returns anything but a cleanup function crashes React when the panel unmounts.
  useEffect(() => {
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>#{conversationId}</h2>}>
      <div
        style={{ height: 360, overflowY: 'auto', padding: 8, background: '#fafafa' }}
        aria-live="polite"
        data-testid="support-thread"
      >
        {(messages.data?.list ?? []).map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        <div ref={bottom} />
      </div>
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        onFinish={(values) => send.mutate(values.text.trim(), { onSuccess: () => form.resetFields() })}
      >
        <Form.Item
          name="text"
          label={texts.support.replyLabel}
          rules={[{ required: true, whitespace: true }, { max: 1000 }]}
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {texts.support.send}
        </Button>
      </Form>
    </Card>
  );
}

function Bubble({ message }: { message: SupportMessage }) {
  const mine = message.author === 'operator';
  return (
    <div style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}>
      <div
        style={{
          maxWidth: '70%',
          padding: '8px 12px',
          borderRadius: 8,
          background: mine ? '#0958d9' : '#fff',
          color: mine ? '#fff' : 'rgba(0,0,0,0.88)',
          border: mine ? undefined : '1px solid #d9d9d9',
        }}
      >
        <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>
        <div style={{ fontSize: 12, opacity: 0.85, marginTop: 4 }}>
          {mine ? texts.support.operator : texts.support.player} · {time(message.createdAt)}
        </div>
      </div>
    </div>
  );
}
