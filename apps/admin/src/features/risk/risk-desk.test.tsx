import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Call } from '../../testing/fetch-mock';
import { mockFetch } from '../../testing/fetch-mock';
import { renderScreen } from '../../testing/render';
import { texts } from '../../texts';
import { RiskDesk } from './risk-desk';

const t = texts.risk;
const players = [
  {
    userId: 41,
    account: 'nightowl',
    markers: [
      {
        kind: 'nightSessions',
        detail: '2 h 40 min of play between 00:00 and 06:00',
        at: '2026-11-27T04:10:00+07:00',
      },
      { kind: 'rapidDeposits', detail: '4 recharges within 30 minutes', at: '2026-11-26T22:00:00+07:00' },
    ],
  },
  {
    userId: 42,
    account: 'chaser',
    markers: [
      {
        kind: 'chasingLosses',
        detail: 'Recharged 8 minutes after losing 300.00',
        at: '2026-11-27T11:00:00+07:00',
      },
    ],
  },
];

function server(answer: (call: Call) => { code?: number; msg?: string; data?: unknown } = () => ({})) {
  return mockFetch((call) => {
    if (call.path === '/admin/risk/players') {
      const marker = call.body.marker as string | undefined;
      const list = marker ? players.filter((p) => p.markers.some((m) => m.kind === marker)) : players;
      return { data: { list, total: list.length, page: 1, pageSize: 20 }, ...answer(call) };
    }
    return { data: null, ...answer(call) };
  });
}

/** jsdom's Blob has no text(): read it as the browser would. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());
// A table, a select and a legend render slowly on a loaded 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

describe('risk desk (mocked fetch, issue 26)', () => {
  it('lists players with their markers, explains each marker, filters by marker and opens a player', async () => {
    const calls = server();
    const onOpenUser = vi.fn();
    renderScreen(<RiskDesk onOpenUser={onOpenUser} />, { token: 'op', account: 'desk', role: 'support' });
    expect(await screen.findByText('nightowl', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('chaser')).toBeTruthy();
    expect(screen.getByText('4 recharges within 30 minutes')).toBeTruthy();
    // Each kind is explained in plain words in the legend.
    const legend = screen.getByTestId('risk-legend');
    for (const kind of ['rapidDeposits', 'chasingLosses', 'nightSessions', 'limitsRaised'] as const) {
      expect(within(legend).getByText(t.explain[kind])).toBeTruthy();
    }

    fireEvent.mouseDown(screen.getByRole('combobox', { name: t.marker }));
    fireEvent.click(await screen.findByTitle(t.kinds.chasingLosses));
    await waitFor(() => expect(screen.queryByText('nightowl')).toBeNull(), { timeout: 10_000 });
    expect(calls.filter((c) => c.path === '/admin/risk/players').at(-1)?.body).toEqual({
      marker: 'chasingLosses',
      page: 1,
      pageSize: 20,
    });

    fireEvent.click(screen.getByRole('button', { name: `${t.open} chaser` }));
    expect(onOpenUser).toHaveBeenCalledWith(42);
  });

  it('exports the filtered list as CSV', async () => {
    server();
    const csv = 'userId,account,marker\n41,nightowl,nightSessions\n';
    const json = globalThis.fetch;
    const csvCalls: unknown[] = [];
    globalThis.fetch = vi.fn((input: string, init?: RequestInit) => {
      if (input.endsWith('/admin/risk/players.csv')) {
        csvCalls.push(JSON.parse(init?.body as string));
        return Promise.resolve(new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
      }
      return json(input, init);
    }) as unknown as typeof fetch;
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<RiskDesk onOpenUser={vi.fn()} />, { token: 'op', account: 'desk', role: 'admin' });
    await screen.findByText('nightowl', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await readBlob(saved[0]!)).toBe(csv);
    expect(csvCalls).toEqual([{}]);
  });

  it('a refused list shows the error and no rows', async () => {
    server((call) =>
      call.path === '/admin/risk/players' ? { code: 403, msg: 'Not allowed for this role', data: null } : {},
    );
    renderScreen(<RiskDesk onOpenUser={vi.fn()} />, { token: 'op', account: 'desk', role: 'finance' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Not allowed for this role',
    );
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.queryByText('nightowl')).toBeNull();
  });
});
