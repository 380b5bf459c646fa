import { parseAmountToFen } from '@fairdraw/rules';
import { Button, Form, Input, List } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toast';
import { useMemberDetail, useTransfer } from '../api';
import { FiguresGrid } from './figures-grid';

/** The agent centre's member detail: a member's figures; direct members also get a transfer form. */
export function MemberDetailView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const detail = useMemberDetail(userId);
  if (detail.isPending) return <SectionSkeleton />;
  if (detail.isError) return <SectionError onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <section>
      <List>
        <List.Item extra={t(d.type === 'agent' ? 'agent.typeAgent' : 'agent.typePlayer')}>
          {d.account}
        </List.Item>
        <List.Item extra={`${d.rebate}‰`}>{t('agent.rebateRatio')}</List.Item>
      </List>
      <FiguresGrid
        items={[
          { labelKey: 'agent.balance', value: d.balance, money: true },
          { labelKey: 'agent.todayProfit', value: d.todayProfit, money: true },
          { labelKey: 'agent.todayBetting', value: d.todayBetting, money: true },
          { labelKey: 'agent.totalProfit', value: d.totalProfit, money: true },
          { labelKey: 'agent.payout', value: d.payout, money: true },
          { labelKey: 'agent.rebateAmount', value: d.rebateAmount, money: true },
          { labelKey: 'agent.bonus', value: d.bonus, money: true },
          { labelKey: 'agent.transferIn', value: d.transferIn, money: true },
          { labelKey: 'agent.transferOut', value: d.transferOut, money: true },
        ]}
      />
      {d.isDirect && <TransferForm userId={d.userId} />}
    </section>
  );
}

interface TransferValues {
  amount: string;
  fundPassword: string;
}

/** POST /agent/transfer; one requestId per attempt so a double tap moves money once. */
export function TransferForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const transfer = useTransfer();
  const requestId = useRef(newRequestId());
  const onFinish = async (values: TransferValues) => {
    const amount = parseAmountToFen(values.amount);
    if (amount === null || amount <= 0) {
      form.setFields([{ name: 'amount', errors: [t('agent.amountInvalid')] }]);
      return;
    }
    try {
      await transfer.mutateAsync({
        userId,
        amount,
        fundPassword: values.fundPassword,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      showToast(t('agent.transferDone'));
      form.resetFields();
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <Form
      form={form}
      onFinish={(v: TransferValues) => void onFinish(v)}
      footer={
        <Button block type="submit" color="primary" loading={transfer.isPending}>
          {t('agent.transfer')}
        </Button>
      }
    >
      <Form.Header>{t('agent.transfer')}</Form.Header>
      <Form.Item
        name="amount"
        label={t('agent.amount')}
        rules={[{ required: true, message: t('agent.amountInvalid') }]}
      >
        <Input aria-label={t('agent.amount')} inputMode="decimal" placeholder="0.00" />
      </Form.Item>
      <Form.Item
        name="fundPassword"
        label={t('agent.fundPassword')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('agent.fundPasswordFormat') }]}
      >
        <Input aria-label={t('agent.fundPassword')} type="password" maxLength={6} inputMode="numeric" />
      </Form.Item>
    </Form>
  );
}
