import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, inputLabelled, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { RechargeForm } from './recharge-form';
import { RechargeResult } from './recharge-result';

afterEach(clearToasts);

const channels = {
  list: [
    { code: 'bank', name: 'Bank transfer', kind: 'bank', min: 10_000, max: 5_000_000, instructions: '' },
    {
      code: 'usdt_trc20',
      name: 'USDT (TRC20)',
      kind: 'crypto',
      min: 10_000,
      max: 10_000_000,
      instructions: '',
    },
  ],
};

describe('recharge form', () => {
  it('a quick amount fills the field; submit posts fen with a requestId (mocked fetch)', async () => {
    const order = {
      orderNo: 'R1',
      status: 'reviewing',
      amount: 20_000,
      channel: 'bank',
      payUrl: null,
      instructions: null,
    };
    const { calls } = serveApi({
      '/recharge/channels': () => envelope(0, channels),
      '/recharge/create': () => envelope(0, order),
    });
    const onCreated = vi.fn();
    renderWithProviders(<RechargeForm onCreated={onCreated} />);
    fireEvent.click(await screen.findByText('200.00'));
    expect(inputLabelled('Amount').value).toBe('200.00');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge now' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(order));
    expect(calls.find((c) => pathOf(c) === '/recharge/create')?.body).toMatchObject({
      channel: 'bank',
      amount: 20_000,
      requestId: expect.any(String),
    });
  });

  it('refuses an amount outside the channel limits without a call (mocked fetch)', async () => {
    const { calls } = serveApi({ '/recharge/channels': () => envelope(0, channels) });
    renderWithProviders(<RechargeForm onCreated={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Amount', { selector: 'input' }), {
      target: { value: '99.99' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge now' }));
    expect(await screen.findByText('The amount is outside the limits shown below')).toBeTruthy();
    expect(calls.filter((c) => pathOf(c) === '/recharge/create')).toHaveLength(0);
  });

  it('a crypto order shows the address with a QR code and the amount to send', async () => {
    serveApi();
    renderWithProviders(
      <RechargeResult
        order={{
          orderNo: 'R2',
          status: 'reviewing',
          amount: 12_345,
          channel: 'usdt_trc20',
          payUrl: null,
          instructions: {
            kind: 'crypto',
            network: 'TRC20',
            address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
            amountToSend: '123.45',
          },
        }}
        onRecord={vi.fn()}
        onAgain={vi.fn()}
      />,
    );
    expect(screen.getByText('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBeTruthy();
    expect(screen.getByText('123.45 USDT')).toBeTruthy();
    expect((await screen.findByAltText<HTMLImageElement>('Deposit address')).src).toMatch(/^data:image\/png/);
  });
});
