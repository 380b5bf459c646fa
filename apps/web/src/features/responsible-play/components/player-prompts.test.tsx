import type { RealityCheckData } from '@fairdraw/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import PlayerPrompts from './player-prompts';
import { TermsReminder } from './terms-reminder';

const check: RealityCheckData = {
  sessionStartedAt: '2026-11-27T09:00:00+07:00',
  minutesPlayed: 75,
  stakes: 12_000,
  payouts: 4_550,
  net: -7_450,
  intervalMinutes: 15,
  dueAt: '2026-11-27T10:15:00+07:00',
  due: true,
};

function Where() {
  return <p>page at {useLocation().pathname}</p>;
}

function renderPrompts(answers: Parameters<typeof serveApi>[0], route: string = paths.home) {
  const mock = serveApi(answers);
  // Refusals the api-client toasts, recorded (a 1.5 s toast can pass between two looks under load).
  const refusals = vi.fn();
  api.configure({ toast: refusals });
  const onLogout = vi.fn(() => Promise.resolve());
  renderWithProviders(
    <>
      <PlayerPrompts onLogout={onLogout} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
  return { ...mock, onLogout, refusals };
}

const paths_ = (calls: ReturnType<typeof serveApi>['calls']) => calls.map(pathOf);

afterEach(clearToasts);

describe('reality check (mocked fetch)', () => {
  it('shows time played, stakes, payouts and net; Continue acknowledges and closes it', async () => {
    // As the server does: once acknowledged, the check is no longer due (a refetch must not bring it back).
    let acknowledged = false;
    const answered = { ...check, due: false, dueAt: '2099-01-01T00:00:00Z' };
    const { calls } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, makeUser()),
      '/user/realityCheck': () => envelope(0, acknowledged ? answered : check),
      '/user/realityCheckAck': () => {
        acknowledged = true;
        return envelope(0, answered);
      },
    });
    expect(await screen.findByText('You have played for 1 h 15 min in this session.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy(); // named, for axe
    expect(screen.getByText('120.00')).toBeTruthy();
    expect(screen.getByText('45.50')).toBeTruthy();
    expect(screen.getByText('-74.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Betting record' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My limits' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByText(/You have played for/)).toBeNull());
    expect(paths_(calls)).toContain('/user/realityCheckAck');
  });

  it('shows nothing while no check is due', async () => {
    const { calls } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, makeUser()),
      '/user/realityCheck': () => envelope(0, { ...check, due: false, dueAt: '2099-01-01T00:00:00Z' }),
    });
    await waitFor(() => expect(paths_(calls)).toContain('/user/realityCheck'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Reality check')).toBeNull();
  });

  it('the limits link acknowledges, then opens the settings', async () => {
    const { calls } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, makeUser()),
      '/user/realityCheck': () => envelope(0, check),
      '/user/realityCheckAck': () => envelope(0, { ...check, due: false, dueAt: '2099-01-01T00:00:00Z' }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'My limits' }));
    expect(await screen.findByText(`page at ${paths.setup}`)).toBeTruthy();
    expect(paths_(calls)).toContain('/user/realityCheckAck');
  });

  it('Log out logs out without acknowledging', async () => {
    const { calls, onLogout } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, makeUser()),
      '/user/realityCheck': () => envelope(0, check),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(paths_(calls)).not.toContain('/user/realityCheckAck');
  });

  it('an acknowledgement the server refuses shows its message and the check stays', async () => {
    const { refusals } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, makeUser()),
      '/user/realityCheck': () => envelope(0, check),
      '/user/realityCheckAck': () => envelope(500, null, 'Something went wrong'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(refusals).toHaveBeenCalledWith('Something went wrong'));
    expect(screen.getByText(/You have played for/)).toBeTruthy();
  });
});

describe('new terms after login (mocked fetch)', () => {
  const mustAccept = makeUser({
    terms: {
      version: '2025-01-01',
      acceptedAt: '2025-01-02T10:00:00+07:00',
      current: '2026-11-01',
      mustAccept: true,
    },
  });

  it('blocks with the new version until accepted; the reality check waits meanwhile', async () => {
    let accepted = false;
    const { calls } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, accepted ? makeUser() : mustAccept),
      '/user/realityCheck': () => envelope(0, { ...check, due: false }),
      '/user/acceptTerms': () => {
        accepted = true;
        return envelope(0, { ...mustAccept.terms, version: '2026-11-01', mustAccept: false });
      },
    });
    expect(await screen.findByText(/Our terms have changed \(version 2026-11-01\)/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New terms of use' })).toBeTruthy();
    expect(paths_(calls)).not.toContain('/user/realityCheck');
    fireEvent.click(screen.getByRole('button', { name: 'I am 18 or older and accept' }));
    await waitFor(() => expect(screen.queryByText(/Our terms have changed/)).toBeNull());
    expect(calls.find((c) => pathOf(c) === '/user/acceptTerms')?.body).toEqual({ version: '2026-11-01' });
  });

  it('a refused acceptance shows the message and keeps asking', async () => {
    const { refusals } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, mustAccept),
      '/user/acceptTerms': () => envelope(1000, null, 'This is not the current version of the terms'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'I am 18 or older and accept' }));
    await waitFor(() =>
      expect(refusals).toHaveBeenCalledWith('This is not the current version of the terms'),
    );
    expect(screen.getByText(/Our terms have changed/)).toBeTruthy();
  });

  it('is not shown over the terms page itself', async () => {
    const { calls } = renderPrompts({ '/user/getUserInfo': () => envelope(0, mustAccept) }, paths.terms);
    await waitFor(() => expect(paths_(calls)).toContain('/user/getUserInfo'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Our terms have changed/)).toBeNull();
  });
});

describe('no terms acceptance on record (mocked fetch)', () => {
  const neverAccepted = makeUser({
    terms: { version: null, acceptedAt: null, current: '2026-11-01', mustAccept: true },
  });

  it('does not block the app: an agent-opened account goes on while the server does not refuse it', async () => {
    const { calls } = renderPrompts({
      '/user/getUserInfo': () => envelope(0, neverAccepted),
      '/user/realityCheck': () => envelope(0, { ...check, due: false }),
    });
    await waitFor(() => expect(paths_(calls)).toContain('/user/realityCheck'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Our terms have changed/)).toBeNull();
  });

  it('the account page asks in its flow, linking to the terms page', async () => {
    serveApi({});
    renderWithProviders(<TermsReminder terms={neverAccepted.terms} />);
    const link = await screen.findByRole('link', { name: 'Read the terms' });
    expect(link.getAttribute('href')).toBe(paths.terms);
    expect(screen.getByText(/Please read the terms of use \(version 2026-11-01\)/)).toBeTruthy();
  });

  it('asks nothing once the current version is accepted', async () => {
    serveApi({});
    const { container } = renderWithProviders(<TermsReminder terms={makeUser().terms} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
