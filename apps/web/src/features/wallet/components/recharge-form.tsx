import type { RechargeChannel, RechargeCreateData } from '@fairdraw/contract';
import { formatFen, parseAmountToFen } from '@fairdraw/rules';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useChannels, useCreateRecharge } from '../api/wallet-api';
import { newRequestId } from '../../../lib/request-id';

/** Quick amounts in fen, kept inside the chosen channel's limits. */
const quickAmountsFen = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

/** Channel, amount (typed or quick), one submit; the created order goes to `onCreated`. */
export function RechargeForm({ onCreated }: { onCreated: (order: RechargeCreateData) => void }) {
  const { t } = useTranslation();
  const channels = useChannels();
  const create = useCreateRecharge();
  const [code, setCode] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Kept across retries of the same submission, renewed once an order exists (the `requestId` of ADR 003).
  const requestId = useRef(newRequestId());

  if (channels.isPending) return <SectionSkeleton />;
  if (channels.isError) return <SectionError onRetry={() => void channels.refetch()} />;
  const list = channels.data;
  const channel: RechargeChannel | undefined = list.find((c) => c.code === code) ?? list[0];
  if (!channel) return <p className="app-intro">{t('recharge.noChannels')}</p>;
  const quick = quickAmountsFen.filter((fen) => fen >= channel.min && fen <= channel.max);

  const submit = async () => {
    const amount = parseAmountToFen(text);
    if (amount === null || amount <= 0) return setError('recharge.amountInvalid');
    if (amount < channel.min || amount > channel.max) return setError('recharge.outOfRange');
    setError(undefined);
    const order = await create.mutateAsync({ channel: channel.code, amount, requestId: requestId.current });
    requestId.current = newRequestId();
    onCreated(order);
  };

  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={() => void submit().catch(() => undefined)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={create.isPending}>
          {t('recharge.submit')}
        </Button>
      }
    >
      <Form.Item label={t('recharge.channel')}>
        <Selector
          columns={2}
          value={[channel.code]}
          onChange={(values) => values[0] && setCode(values[0])}
          options={list.map((c) => ({
            value: c.code,
            label: c.name,
            description: t(`recharge.kind.${c.kind}`),
          }))}
        />
      </Form.Item>
      <FormField
        label={t('recharge.amount')}
        error={error}
        hint={t('recharge.limits', { min: formatFen(channel.min), max: formatFen(channel.max) })}
        required
      >
        <Input
          value={text}
          onChange={setText}
          inputMode="decimal"
          aria-label={t('recharge.amount')}
          placeholder={t('recharge.amountPlaceholder')}
          clearable
        />
      </FormField>
      {quick.length > 0 && (
        <Form.Item>
          <Selector
            columns={3}
            value={[]}
            onChange={(values) => values[0] && setText(formatFen(Number(values[0])))}
            options={quick.map((fen) => ({ value: String(fen), label: formatFen(fen) }))}
          />
        </Form.Item>
      )}
    </Form>
  );
}
