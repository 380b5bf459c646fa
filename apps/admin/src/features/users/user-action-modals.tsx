import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';

import { parseAmountToFen } from '@fairdraw/rules';

import { useAction } from '../../lib/use-action';
import { texts } from '../../texts';
import type { AdminEndpointName } from '../../lib/api';
import { adjust, moveAgent } from './users-api';

const t = texts.users;
const refresh: AdminEndpointName[] = ['adminUserDetail', 'adminUserSearch'];

/** "-12.50" → -1250 fen: the sign, then the rules' own amount parser (no floats). */
function signedFen(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const fen = parseAmountToFen(negative ? trimmed.slice(1) : trimmed);
  if (fen === null || fen === 0) return null;
  return negative ? -Number(fen) : fen;
}

/** Backstage adjustment with a reason; above the threshold it waits for a second operator. */
export function AdjustModal({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  // One idempotency key per opened form: a double click or a retry adjusts once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const save = useAction(adjust, {
    success: (result) => (result.status === 'pending' ? t.adjustPending : texts.common.done),
    refresh,
  });
  return (
    <Modal
      open={open}
      title={t.adjust}
      okText={texts.common.confirm}
      cancelText={texts.common.cancel}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      afterOpenChange={(visible) => visible && setRequestId(crypto.randomUUID())}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          const amount = signedFen(values.amount);
          if (amount === null) return;
          save.mutate({ userId, amount, reason: values.reason.trim(), requestId }, { onSuccess: onClose });
        }}
      >
        <Form.Item
          name="amount"
          label={t.adjustAmount}
          rules={[
            { required: true },
            {
              validator: (_, value: string) =>
                signedFen(value ?? '') === null
                  ? Promise.reject(new Error(t.amountFormat))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input inputMode="decimal" placeholder="100.00 / -25.50" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={texts.common.reason}
          rules={[{ required: true, whitespace: true, message: texts.common.reasonRequired }, { max: 200 }]}
        >
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Admin only: the user and their whole team move under another agent. */
export function MoveAgentModal({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ newParentId: number }>();
  const move = useAction((newParentId: number) => moveAgent(userId, newParentId), {
    success: (result) => `${t.moved}: ${result.movedUsers}`,
    refresh,
  });
  return (
    <Modal
      open={open}
      title={t.moveAgent}
      okText={texts.common.confirm}
      cancelText={texts.common.cancel}
      confirmLoading={move.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => move.mutate(values.newParentId, { onSuccess: onClose })}
      >
        <Form.Item name="newParentId" label={t.newParentId} rules={[{ required: true }]}>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
