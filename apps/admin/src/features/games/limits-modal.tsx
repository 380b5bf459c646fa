import { Form, InputNumber, Modal, Typography } from 'antd';

import { money } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { texts } from '../../texts';
import { type Game, setLimits } from './games-api';

type LimitKey = keyof Game['limits'];
const fields: { key: LimitKey; label: string }[] = [
  { key: 'minStakeFen', label: texts.games.minStake },
  { key: 'maxStakeFen', label: texts.games.maxStake },
  { key: 'maxIssueStakeFen', label: texts.games.maxIssueStake },
  { key: 'maxPayoutFen', label: texts.games.maxPayout },
];

type Values = Partial<Record<LimitKey, number | null>>;

/**
 * Bet limits of a game (the last is 限红, the payout limit: docs/glossary.md), typed in yuan with 2
 * decimals and sent in fen; an empty field means the default.
 */
export function LimitsModal({
  game,
  canEdit,
  onClose,
}: {
  game: Game | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useAction(setLimits, { success: texts.common.done, refresh: ['adminGameList'] });
  const initial = Object.fromEntries(
    fields.map(({ key }) => [key, game?.limitOverrides[key] == null ? null : game.limitOverrides[key] / 100]),
  ) as Values;

  return (
    <Modal
      open={game !== null}
      title={`${texts.games.limitsTitle}: ${game?.code ?? ''}`}
      okText={texts.common.save}
      cancelText={texts.common.cancel}
      okButtonProps={{ disabled: !canEdit }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        disabled={!canEdit}
        onFinish={(values) => {
          if (!game) return;
          const body = Object.fromEntries(
            fields.map(({ key }) => [key, values[key] == null ? null : Math.round(values[key] * 100)]),
          );
          save.mutate({ code: game.code, ...body }, { onSuccess: onClose });
        }}
      >
        {fields.map(({ key, label }) => (
          <Form.Item
            key={key}
            name={key}
            label={label}
            extra={
              game && (
                <Typography.Text type="secondary">{`${texts.games.applied}: ${money(game.limits[key])}`}</Typography.Text>
              )
            }
          >
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
