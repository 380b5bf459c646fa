import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { noUserLimits } from '@fairdraw/contract';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { GamingLimits } from './gaming-limits';

const none = noUserLimits;

afterEach(clearToasts);

describe('responsible-gaming limits in the settings', () => {
  it('shows each limit and a raise still waiting', () => {
    serveApi();
    renderWithProviders(
      <GamingLimits
        limits={{
          ...none,
          dailyLoss: 50_000,
          sessionMinutes: 90,
          pending: { dailyLoss: null, effectiveAt: '2026-11-27T10:00:00+07:00' },
        }}
      />,
    );
    expect(screen.getByText('500.00')).toBeTruthy();
    expect(screen.getByText('90 minutes')).toBeTruthy();
    expect(screen.getByText(/^None from /)).toBeTruthy(); // the removal waits its 24 hours
  });

  it('sets a daily loss limit in fen from the amount typed (mocked fetch)', async () => {
    const { calls } = serveApi({ '/user/limits': () => envelope(0, { ...none, dailyLoss: 12_050 }) });
    renderWithProviders(<GamingLimits limits={none} />);
    fireEvent.click(screen.getByText('Daily loss limit'));
    const input = await screen.findByPlaceholderText('Amount, e.g. 500.00');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => pathOf(c) === '/user/limits')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '120.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map(pathOf)).toContain('/user/limits'));
    expect(calls.find((c) => pathOf(c) === '/user/limits')?.body).toEqual({ dailyLoss: 12_050 });
  });

  it('session minutes must be whole minutes from 1 to 1440 (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<GamingLimits limits={none} />);
    fireEvent.click(screen.getByText('Session time limit'));
    const input = await screen.findByPlaceholderText('Minutes, 1 to 1440');
    fireEvent.change(input, { target: { value: '1441' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/1 to 1440/);
    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => pathOf(c) === '/user/limits')?.body).toEqual({ sessionMinutes: 45 }),
    );
  });
});
