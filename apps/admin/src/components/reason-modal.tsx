import { Form, Input, Modal, Typography } from 'antd';

import { texts } from '../texts';

/** Asks for the reason an action needs (rejections, adjustments), then confirms. */
export function ReasonModal(props: {
  open: boolean;
  title: string;
  hint?: string;
  busy?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={texts.common.confirm}
      cancelText={texts.common.cancel}
      confirmLoading={props.busy ?? false}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {props.hint && <Typography.Paragraph>{props.hint}</Typography.Paragraph>}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => props.onSubmit(values.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={texts.common.reason}
          rules={[{ required: true, whitespace: true, message: texts.common.reasonRequired }, { max: 200 }]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
