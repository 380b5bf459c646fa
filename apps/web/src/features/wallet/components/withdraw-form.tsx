import type { MaskedBankCard, MaskedWallet, WithdrawInfo } from '@fairdraw/contract';
import { formatFen, fundPasswordSchema, parseAmountToFen } from '@fairdraw/rules';
import { Button, Form, Input, List, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast';
import { useCreateWithdrawal } from '../api/wallet-api';
import { newRequestId } from '../../../lib/request-id';
import { addressLabel } from './address-label';

type Address = MaskedBankCard | MaskedWallet;
type Errors = Partial<Record<'address' | 'amount' | 'fundPassword' | 'confirmFundPassword', string>>;

interface WithdrawFormProps {
  info: WithdrawInfo;
  addresses: Address[];
  onDone: () => void;
}

/** Address, amount (with "all"), fund password twice; confirmed in a dialog, then sent once. */
export function WithdrawForm({ info, addresses, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const create = useCreateWithdrawal();
  const [addressKey, setAddressKey] = useState<string>(
    addresses[0] ? `${addresses[0].kind}:${addresses[0].id}` : '',
  );
  const [amountText, setAmountText] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [confirmFundPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const requestId = useRef(newRequestId());

  const address = addresses.find((a) => `${a.kind}:${a.id}` === addressKey);
  const all = Math.min(info.balance, info.max);

  const validate = (): { amount: number; address: Address } | null => {
    const next: Errors = {};
    const amount = parseAmountToFen(amountText);
    if (!address) next.address = 'withdraw.chooseAddress';
    if (amount === null || amount <= 0) next.amount = 'validation.amountFormat';
    else if (amount < info.min || amount > info.max) next.amount = 'withdraw.outOfRange';
    else if (amount > info.balance) next.amount = 'withdraw.overBalance';
    const fund = fundPasswordSchema.safeParse(fundPassword);
    if (!fund.success) next.fundPassword = fund.error.issues[0]?.message ?? 'validation.fundPasswordFormat';
    if (confirmFundPassword !== fundPassword) next.confirmFundPassword = 'validation.fundPasswordMismatch';
    setErrors(next);
    return Object.keys(next).length === 0 && amount !== null && address ? { amount, address } : null;
  };

  // Declarative confirmation: the valid request waits here until the user confirms or cancels.
  const [pending, setPending] = useState<{ amount: number; address: Address } | null>(null);

  const send = async ({ amount, address: target }: { amount: number; address: Address }) => {
    await create.mutateAsync({
      amount,
      addressId: target.id,
      kind: target.kind,
      fundPassword,
      confirmFundPassword,
      requestId: requestId.current,
    });
    requestId.current = newRequestId();
    showToast(t('withdraw.done'));
    onDone();
  };

  const password = {
    type: 'password',
    inputMode: 'numeric',
    maxLength: 6,
    placeholder: t('fund.placeholder'),
  } as const;
  return (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={t('withdraw.confirmTitle')}
        content={
          pending &&
          t('withdraw.confirmText', {
            amount: formatFen(pending.amount),
            address: addressLabel(pending.address),
          })
        }
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const confirmed = pending;
          setPending(null);
          if (confirmed) void send(confirmed).catch(() => undefined);
        }}
      />
      <Form
        layout="vertical"
        mode="card"
        onFinish={() => setPending(validate())}
        footer={
          <Button block type="submit" color="primary" size="large" loading={create.isPending}>
            {t('withdraw.submit')}
          </Button>
        }
      >
        <FormField label={t('withdraw.address')} error={errors.address} required>
          <Selector
            columns={1}
            value={addressKey ? [addressKey] : []}
            onChange={(values) => setAddressKey(values[0] ?? '')}
            options={addresses.map((a) => ({ value: `${a.kind}:${a.id}`, label: addressLabel(a) }))}
          />
        </FormField>
        <FormField
          label={t('withdraw.amount')}
          error={errors.amount}
          hint={t('withdraw.limits', {
            min: formatFen(info.min),
            max: formatFen(info.max),
            count: info.dailyCountLeft,
          })}
          required
        >
          <div className="app-amount-input">
            <Input
              value={amountText}
              onChange={setAmountText}
              inputMode="decimal"
              aria-label={t('withdraw.amount')}
              placeholder={t('recharge.amountPlaceholder')}
              clearable
            />
            <Button size="small" color="primary" fill="outline" onClick={() => setAmountText(formatFen(all))}>
              {t('withdraw.all')}
            </Button>
          </div>
        </FormField>
        <FormField label={t('withdraw.fundPassword')} error={errors.fundPassword} required>
          <Input
            {...password}
            value={fundPassword}
            onChange={setFundPassword}
            aria-label={t('withdraw.fundPassword')}
          />
        </FormField>
        <FormField label={t('withdraw.confirmFundPassword')} error={errors.confirmFundPassword} required>
          <Input
            {...password}
            value={confirmFundPassword}
            onChange={setConfirm}
            aria-label={t('withdraw.confirmFundPassword')}
          />
        </FormField>
      </Form>
    </>
  );
}

/** Balance, held amount and what is left to bet, above the form. */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  return (
    <List mode="card" className="app-summary">
      <List.Item extra={<strong data-testid="withdraw-balance">{formatFen(info.balance)}</strong>}>
        {t('withdraw.balance')}
      </List.Item>
      <List.Item extra={formatFen(info.frozen)}>{t('withdraw.frozen')}</List.Item>
      <List.Item
        extra={<span data-testid="withdraw-turnover">{formatFen(info.remainingTurnover)}</span>}
        description={
          info.remainingTurnover > 0
            ? t('withdraw.turnoverHint', { amount: formatFen(info.remainingTurnover) })
            : undefined
        }
      >
        {t('withdraw.turnover')}
      </List.Item>
    </List>
  );
}
