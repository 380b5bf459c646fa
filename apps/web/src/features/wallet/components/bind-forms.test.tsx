import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { BindBankCardForm } from './bind-bank-card-form';
import { BindWalletForm } from './bind-wallet-form';

afterEach(clearToasts);

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const trc20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('bank card form', () => {
  it('shows the rules messages per field and sends nothing (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<BindBankCardForm onDone={vi.fn()} />);
    typeInto('Card number', '6222021234567890');
    typeInto('Confirm card number', '6222021234567891');
    submit();
    expect(await screen.findByText('Please enter the real name')).toBeTruthy();
    expect(screen.getByText('Please enter the bank of deposit')).toBeTruthy();
    expect(screen.getByText('The two card numbers do not match')).toBeTruthy();
    expect(screen.getByText('Fund password must be exactly 6 digits')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for confirmation with the masked number, then binds (mocked fetch)', async () => {
    const { calls } = serveApi({
      '/user/bindBankCard': () =>
        envelope(0, {
          id: 1,
          kind: 'bank',
          realName: 'A',
          bankName: 'ACB',
          cardNumber: '**** **** 7890',
          locked: false,
        }),
    });
    const onDone = vi.fn();
    renderWithProviders(<BindBankCardForm onDone={onDone} />);
    expect(screen.getAllByText(/cannot be changed after binding/)).toHaveLength(1);
    typeInto('Real name', 'Nguyen Van A');
    typeInto('Bank of deposit', 'ACB');
    typeInto('Card number', '6222 0212 3456 7890');
    typeInto('Confirm card number', '6222021234567890');
    typeInto('Fund password', '123456');
    submit();
    expect(
      await screen.findByText(/Bind card \*\*\*\* \*\*\*\* 7890 of ACB in the name of Nguyen Van A\?/),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => pathOf(c) === '/user/bindBankCard')?.body).toEqual({
      realName: 'Nguyen Van A',
      bankName: 'ACB',
      cardNumber: '6222021234567890',
      confirmCardNumber: '6222021234567890',
      fundPassword: '123456',
    });
  });
});

describe('digital wallet form', () => {
  it('refuses a TRC20 address on ERC20 (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<BindWalletForm onDone={vi.fn()} />);
    typeInto('Wallet name', 'Mine');
    fireEvent.click(screen.getByText('USDT ERC20'));
    typeInto('Wallet address', trc20);
    typeInto('Confirm address', trc20);
    typeInto('Fund password', '123456');
    submit();
    expect(await screen.findByText('Wallet address format error')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('cancelling the confirmation sends nothing; confirming binds (mocked fetch)', async () => {
    const { calls } = serveApi({
      '/user/bindDigitWall': () =>
        envelope(0, {
          id: 2,
          kind: 'wallet',
          walletName: 'Mine',
          network: 'TRC20',
          address: 'TLa2f6****YjU7',
          locked: false,
        }),
    });
    const onDone = vi.fn();
    renderWithProviders(<BindWalletForm onDone={onDone} />);
    typeInto('Wallet name', 'Mine');
    typeInto('Wallet address', trc20);
    typeInto('Confirm address', trc20);
    typeInto('Fund password', '123456');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    submit();
    expect(await screen.findByText(/Bind the TRC20 address TLa2f6\*\*\*\*YjU7\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => pathOf(c) === '/user/bindDigitWall')?.body).toMatchObject({
      network: 'TRC20',
      address: trc20,
    });
  });
});
