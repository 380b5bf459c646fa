import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../testing/fetch-mock';
import { serveApi } from '../testing/form';
import { renderWithProviders } from '../testing/render';
import { useUnreadCounts } from './unread';

const events = vi.hoisted(() => ({ subscribed: 0 }));
vi.mock('./game-events', () => ({
  subscribeGameEvents: () => {
    events.subscribed += 1;
    return () => undefined;
  },
}));

/** requestIdleCallback under the test's control: the browser "goes idle" when the test says so. */
const idleCallbacks: (() => void)[] = [];
function goIdle() {
  act(() => {
    for (const callback of idleCallbacks.splice(0)) callback();
  });
}

function Badge() {
  const counts = useUnreadCounts();
  return <span data-testid="badge">{counts?.total ?? '-'}</span>;
}

beforeEach(() => {
  window.localStorage.setItem('token', 'test-token');
  events.subscribed = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  // Unmounted while the stubbed idle callbacks still exist: the cleanup cancels its own.
  cleanup();
  window.localStorage.removeItem('token');
  vi.unstubAllGlobals();
  idleCallbacks.length = 0;
});

describe('unread counts wait until the first screen is done', () => {
  it('neither asks for the counts nor opens the event stream before the browser is idle', async () => {
    const mock = serveApi({
      '/user/unReadCount': () => envelope(0, { notice: 1, newsletter: 2, total: 3, service: 0 }),
    });
    renderWithProviders(<Badge />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mock.calls.filter((call) => pathOf(call) === '/user/unReadCount')).toHaveLength(0);
    expect(events.subscribed).toBe(0);
    goIdle();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(events.subscribed).toBe(1);
  });
});
