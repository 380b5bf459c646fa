import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { AddressManager } from './address-manager';

// Imperative dialogs live outside the rendered tree: close them so the next test starts clean.
afterEach(async () => {
  Dialog.clear();
  await clearToasts();
});

const list = {
  bankCards: [
    { id: 1, kind: 'bank', realName: 'A', bankName: 'ACB', cardNumber: '**** **** 1111', locked: true },
    { id: 2, kind: 'bank', realName: 'A', bankName: 'VCB', cardNumber: '**** **** 2222', locked: false },
  ],
  wallets: [],
};

describe('withdrawal address management', () => {
  it('shows the warning, a locked badge instead of "Remove", and the empty wallet list (mocked fetch)', async () => {
    serveApi({ '/user/getWithDrawAddrList': () => envelope(0, list) });
    renderWithProviders(<AddressManager onAddBank={vi.fn()} onAddWallet={vi.fn()} />);
    expect(await screen.findByText('ACB **** **** 1111')).toBeTruthy();
    expect(screen.getByTestId('address-locked-1').textContent).toBe('Locked');
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(screen.getAllByText(/cannot be changed after binding/)).toHaveLength(1);
    expect(screen.getByText('Nothing bound yet')).toBeTruthy();
  });

  it('removes after confirmation with the fund password (mocked fetch)', async () => {
    const { calls } = serveApi({ '/user/getWithDrawAddrList': () => envelope(0, list) });
    renderWithProviders(<AddressManager onAddBank={vi.fn()} onAddWallet={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const password = await screen.findByPlaceholderText('Fund password to confirm');
    fireEvent.change(password, { target: { value: '123456' } });
    const buttons = await screen.findAllByRole('button', { name: 'Remove' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/user/deleteWithDrawAddr')).toBe(true));
    expect(calls.find((c) => pathOf(c) === '/user/deleteWithDrawAddr')?.body).toEqual({
      id: 2,
      kind: 'bank',
      fundPassword: '123456',
    });
  });
});
