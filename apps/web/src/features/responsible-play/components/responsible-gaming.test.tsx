import { type UserLimits, noUserLimits as noLimits } from '@fairdraw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, serveApi } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import ResponsibleGaming from './responsible-gaming';

// The editors' own confirmations ("Saved"), recorded rather than looked for: a 1.5 s toast can come
// and go between two looks of a test on a loaded machine.
vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));

function renderSection(limits: Partial<UserLimits> = {}, answers: Parameters<typeof serveApi>[0] = {}) {
  // The contract's answer of /user/limits is the limits object (the test helpers check every answer).
  const mock = serveApi({ '/user/limits': () => envelope(0, noLimits), ...answers });
  // The api-client's toast of a refusal, recorded: a 1.5 s toast can come and go between two looks
  // of a test on a loaded machine.
  const refusals = vi.fn();
  api.configure({ toast: refusals });
  const onSessionEnded = vi.fn();
  const user = makeUser({ limits: { ...noLimits, ...limits } });
  renderWithProviders(<ResponsibleGaming user={user} onSessionEnded={onSessionEnded} />);
  return { ...mock, onSessionEnded, refusals };
}

const limitCalls = (calls: ReturnType<typeof serveApi>['calls']) =>
  calls.filter((call) => pathOf(call) === '/user/limits').map((call) => call.body);

/** The list row whose title is `title` under the list headed `header`. */
async function row(header: string, title: string) {
  const list = (await screen.findByText(header)).closest('.adm-list');
  return within(list as HTMLElement).getByText(title);
}

// Dialog.confirm renders outside the provider tree and reads antd-mobile's global locale.
beforeAll(() => setDefaultConfig({ locale: enUS }));
/** jsdom's Blob has no text(): read it as the browser would. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(async () => {
  vi.mocked(showToast).mockClear();
  await clearToasts();
});

describe('responsible gaming in the settings (mocked fetch)', () => {
  it('shows every limit per day, week and month, and a raise still waiting with its time', async () => {
    renderSection({
      dailyLoss: 50_000,
      monthlyStake: 1_000_000,
      sessionMinutes: 90,
      realityCheckMinutes: 30,
      pending: { weeklyDeposit: null, effectiveAt: '2026-11-28T10:00:00+07:00' },
    });
    expect(await screen.findByText('Deposit limits')).toBeTruthy();
    expect(screen.getByText('Loss limits')).toBeTruthy();
    expect(screen.getByText('Stake limits')).toBeTruthy();
    expect(screen.getByText('500.00')).toBeTruthy();
    expect(screen.getByText('10000.00')).toBeTruthy();
    expect(screen.getByText('90 minutes')).toBeTruthy();
    expect(screen.getByText('Every 30 min')).toBeTruthy();
    // The weekly deposit removal waits its 24 hours, shown with the time it applies.
    expect(screen.getByText(/^None from Nov 28, 2026/)).toBeTruthy();
  });

  it('sets a weekly stake limit in fen from the yuan typed; a bad amount sends nothing', async () => {
    const { calls } = renderSection(
      {},
      { '/user/limits': () => envelope(0, { ...noLimits, weeklyStake: 12_050 }) },
    );
    fireEvent.click(await row('Stake limits', 'Per week'));
    const input = await screen.findByPlaceholderText('Amount in yuan, e.g. 500.00');
    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at most 2 decimals/);
    expect(limitCalls(calls)).toEqual([]);

    fireEvent.change(input, { target: { value: '120.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(limitCalls(calls)).toEqual([{ weeklyStake: 12_050 }]));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Saved'));
  });

  it("shows the server's refusal and keeps the editor open", async () => {
    const { calls, refusals } = renderSection(
      { monthlyLoss: 10_000 },
      { '/user/limits': () => envelope(1000, null, 'The amount is not valid') },
    );
    fireEvent.click(await row('Loss limits', 'Per month'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(refusals).toHaveBeenCalledWith('The amount is not valid'));
    expect(limitCalls(calls)).toEqual([{ monthlyLoss: null }]);
    expect(screen.getByRole('heading', { name: 'Monthly loss limit' })).toBeTruthy();
  });

  it('picks a reality check every 15 minutes', async () => {
    const { calls } = renderSection();
    fireEvent.click(await screen.findByText('Reality check'));
    fireEvent.click(await screen.findByText('Every 15 min'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(limitCalls(calls)).toEqual([{ realityCheckMinutes: 15 }]));
  });

  it('a break asks first, says it cannot be undone, then starts and ends the session', async () => {
    const { calls, onSessionEnded } = renderSection();
    fireEvent.click(await screen.findByText('Take a break'));
    fireEvent.click(await screen.findByText('7 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText(/Take a break of 7 days\? .*It cannot be undone/)).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText(/Take a break of 7 days\?/)).toBeNull());
    expect(limitCalls(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Start the break' }));
    const dialog = (await screen.findByText(/Take a break of 7 days\?/)).closest('.adm-dialog');
    fireEvent.click(within(dialog as HTMLElement).getByText('Start the break'));
    await waitFor(() =>
      expect(onSessionEnded).toHaveBeenCalledWith(expect.stringMatching(/break has started/)),
    );
    expect(limitCalls(calls)).toEqual([{ takeBreak: '7d' }]);
  });

  it('a running break or exclusion shows its end under the title, with the row’s width, not beside it', async () => {
    renderSection({
      breakUntil: '2026-12-04T22:08:00+07:00',
      selfExcludedUntil: '2027-05-27T10:00:00+07:00',
    });
    for (const [title, end] of [
      ['Take a break', /^Until Dec 4, 2026/],
      ['Self-exclusion', /^Until May 27, 2027/],
    ] as const) {
      const item = (await screen.findByText(title)).closest('.adm-list-item') as HTMLElement;
      expect(item.querySelector('.adm-list-item-description')?.textContent).toMatch(end);
      expect(item.querySelector('.adm-list-item-content-extra')?.textContent ?? '').toBe('');
    }
  });

  it('self-exclusion for 1 year; a refusal keeps the session', async () => {
    const { calls, onSessionEnded, refusals } = renderSection(
      { selfExcludedUntil: '2027-05-27T10:00:00+07:00' },
      { '/user/limits': () => envelope(1007, null, 'A self-exclusion cannot be shortened') },
    );
    fireEvent.click(await screen.findByText('Self-exclusion'));
    expect(await screen.findByText(/Already running until May 27, 2027/)).toBeTruthy();
    fireEvent.click(screen.getByText('1 year'));
    fireEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    const dialog = (await screen.findByText(/Exclude yourself for 1 year\?/)).closest('.adm-dialog');
    fireEvent.click(within(dialog as HTMLElement).getByText('Exclude me'));
    await waitFor(() => expect(refusals).toHaveBeenCalledWith('A self-exclusion cannot be shortened'));
    expect(limitCalls(calls)).toEqual([{ selfExclude: '1y' }]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('account closure needs the password, is refused while money remains, and closes when the server agrees', async () => {
    let refuse = true;
    const { calls, onSessionEnded, refusals } = renderSection(
      {},
      {
        '/user/closeAccount': () =>
          refuse
            ? envelope(1001, null, 'Withdraw your balance before closing the account')
            : envelope(0, null),
      },
    );
    fireEvent.click(await screen.findByText('Close my account'));
    expect(await screen.findByText(/Balance 123.45 · frozen 0.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your login password');

    fireEvent.change(screen.getByLabelText('Login password', { selector: 'input' }), {
      target: { value: 'fair2draw58' },
    });
    const confirmClose = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close the account' }));
      const dialog = (await screen.findByText('Close this account for good?')).closest('.adm-dialog');
      fireEvent.click(within(dialog as HTMLElement).getByText('Close the account'));
    };
    await confirmClose();
    await waitFor(() =>
      expect(refusals).toHaveBeenCalledWith('Withdraw your balance before closing the account'),
    );
    expect(onSessionEnded).not.toHaveBeenCalled();

    refuse = false;
    await waitFor(() => expect(screen.queryByText('Close this account for good?')).toBeNull());
    await confirmClose();
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledWith('Your account is closed.'));
    expect(calls.filter((c) => pathOf(c) === '/user/closeAccount').map((c) => c.body)).toEqual([
      { password: 'fair2draw58' },
      { password: 'fair2draw58' },
    ]);
  });

  it('"Download my data" saves the JSON of /user/exportData as a file', async () => {
    const exported = {
      exportedAt: '2026-11-27T10:00:00+07:00',
      profile: { account: 'player01' },
      limits: noLimits,
      terms: { version: '2026-11-01', acceptedAt: null, current: '2026-11-01', mustAccept: false },
      bets: [],
      transactions: [],
      messages: [],
    };
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderSection({}, { '/user/exportData': () => envelope(0, exported) });
    fireEvent.click(await screen.findByText('Download my data'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Your data has been saved'));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await readBlob(saved[0]!))).toEqual(exported);
    clicked.mockRestore();
    vi.unstubAllGlobals();
  });
});
