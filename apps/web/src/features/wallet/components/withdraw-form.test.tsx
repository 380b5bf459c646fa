import type { WithdrawInfo } from '@fairdraw/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { WithdrawForm, WithdrawSummary } from './withdraw-form';

afterEach(clearToasts);

const info: WithdrawInfo = {
  balance: 50_000,
  frozen: 0,
  remainingTurnover: 12_345,
  min: 10_000,
  max: 5_000_000,
  dailyCountMax: 5,
  dailyCountLeft: 5,
  dailyAmountLeft: 10_000_000,
  hasFundPassword: true,
};
const card = {
  id: 7,
  kind: 'bank' as const,
  realName: 'Nguyen Van A',
  bankName: 'Vietcombank',
  cardNumber: '**** **** 7890',
  locked: false,
};
/** Clicks the newest dialog's Confirm (a closing dialog of an earlier test may still be in the DOM). */
const confirmDialog = async () => {
  const buttons = await screen.findAllByRole('button', { name: 'Confirm' });
  fireEvent.click(buttons[buttons.length - 1]!);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

describe('withdrawal form', () => {
  it('shows balance and remaining turnover in fen ÷ 100', () => {
    serveApi();
    renderWithProviders(<WithdrawSummary info={info} />);
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('500.00');
    expect(screen.getByText('Bet 123.45 more before withdrawing')).toBeTruthy();
  });

  it('refuses an amount over the balance and mismatched fund passwords without a call (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<WithdrawForm info={info} addresses={[card]} onDone={vi.fn()} />);
    typeInto('Amount', '600');
    typeInto('Fund password', '123456');
    typeInto('Confirm fund password', '123457');
    submit();
    expect(await screen.findByText('The amount exceeds your balance')).toBeTruthy();
    expect(screen.getByText('The two fund passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('"All" fills the balance; after confirmation it posts fen with a requestId (mocked fetch)', async () => {
    const { calls } = serveApi({
      '/withdraw/create': () => envelope(0, { orderNo: 'W1', status: 'Pending', amount: 50_000, balance: 0 }),
    });
    const onDone = vi.fn();
    renderWithProviders(<WithdrawForm info={info} addresses={[card]} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    typeInto('Fund password', '123456');
    typeInto('Confirm fund password', '123456');
    submit();
    await confirmDialog();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const create = calls.find((c) => pathOf(c) === '/withdraw/create');
    expect(create?.body).toMatchObject({
      amount: 50_000,
      addressId: 7,
      kind: 'bank',
      fundPassword: '123456',
      confirmFundPassword: '123456',
      requestId: expect.any(String),
    });
  });

  it('the server’s turnover refusal is shown and nothing hands over (mocked fetch)', async () => {
    const { calls } = serveApi({
      '/withdraw/create': () => envelope(1007, { remaining: '123.45' }, 'Turnover not reached'),
    });
    const onDone = vi.fn();
    renderWithProviders(<WithdrawForm info={info} addresses={[card]} onDone={onDone} />);
    typeInto('Amount', '100');
    typeInto('Fund password', '123456');
    typeInto('Confirm fund password', '123456');
    submit();
    await confirmDialog();
    // The dialog resolves after its closing animation.
    await waitFor(() => expect(calls.map(pathOf)).toContain('/withdraw/create'), { timeout: 5_000 });
    expect(await screen.findByText('Turnover not reached')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
