import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RecordedCall } from '../testing/fetch-mock';
import { envelope, mockFetch, pathOf } from '../testing/fetch-mock';
import type { ApiClientDeps, SessionPort } from './api-client';
import { ApiError, createApiClient } from './api-client';

const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];

function memorySession(token: string | null, jwt: string | null) {
  const state = { token, jwt, cleared: 0 };
  const port: SessionPort = {
    getToken: () => state.token,
    setToken: (value) => {
      state.token = value;
    },
    getJwt: () => state.jwt,
    setJwt: (value) => {
      state.jwt = value;
    },
    clear: () => {
      state.token = null;
      state.jwt = null;
      state.cleared += 1;
    },
  };
  return { state, port };
}

function setup(
  handler: (call: RecordedCall) => Response | Promise<Response>,
  session = memorySession('tok', 'jwt1'),
) {
  const { fetch, calls } = mockFetch(handler);
  const deps: ApiClientDeps = {
    hosts,
    fetch,
    session: session.port,
    language: () => 'en',
    translate: (key) => `t:${key}`,
    toast: vi.fn<(text: string) => void>(),
    goToLogin: vi.fn<() => void>(),
    retryDelayMs: 1_000,
  };
  return { client: createApiClient(deps), calls, deps, session: session.state };
}

/** Captures the rejection early so fake-timer advances never see an unhandled one. */
function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('api-client (mocked fetch)', () => {
  it('POSTs a JSON body with LANGUAGE and TOKEN headers; GET sends no body (mocked fetch)', async () => {
    const { client, calls } = setup(() => envelope(0, { ok: 1 }));
    await expect(client.call('bindEmail', { email: 'a@b.co' })).resolves.toEqual({ ok: 1 });
    await expect(client.call('home')).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({
      url: 'https://a.example/user/bindEmail',
      method: 'POST',
      body: { email: 'a@b.co' },
      headers: { 'Content-Type': 'application/json', LANGUAGE: 'en', TOKEN: 'tok' },
    });
    expect(calls[1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('takes method and path from the endpoint table: GET without a body, POST with {} when none is given', async () => {
    const { client, calls } = setup(() => envelope(0, null));
    await client.call('getWithDrawAddrList');
    await client.call('withdrawInfo');
    await client.call('gameHistory', { game: 'k3', page: 2 });
    expect(calls.map((call) => [call.method, pathOf(call), call.body])).toEqual([
      ['GET', '/user/getWithDrawAddrList', undefined],
      ['POST', '/withdraw/info', {}],
      ['POST', '/game/history', { game: 'k3', page: 2 }],
    ]);
  });

  it('hands every code-0 answer to checkAnswer by endpoint name; a refusal of it rejects the call', async () => {
    const { client, deps } = setup((call) => envelope(0, { path: pathOf(call) }));
    const seen: unknown[] = [];
    deps.checkAnswer = (name, data) => {
      seen.push([name, data]);
      if (name === 'unReadCount') throw new Error('does not match the contract');
    };
    client.configure({ checkAnswer: deps.checkAnswer });
    await expect(client.call('withdrawInfo')).resolves.toEqual({ path: '/withdraw/info' });
    await expect(client.call('unReadCount')).rejects.toThrow('does not match the contract');
    expect(seen).toEqual([
      ['withdrawInfo', { path: '/withdraw/info' }],
      ['unReadCount', { path: '/user/unReadCount' }],
    ]);
  });

  it('three concurrent 401s share ONE refresh, then retry with the new token (mocked fetch)', async () => {
    let releaseRefresh: () => void = () => undefined;
    const { client, calls, session } = setup((call) => {
      if (pathOf(call) === '/user/refreshToken') {
        return new Promise((resolve) => {
          releaseRefresh = () => resolve(envelope(0, { token: 'tok2', jwt: 'jwt2' }));
        });
      }
      return call.headers.TOKEN === 'tok2' ? envelope(0, pathOf(call)) : envelope(401, null, 'expired');
    });

    const results = Promise.all([
      client.call('getUserInfo'),
      client.call('unReadCount'),
      client.call('withdrawInfo'),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    const refreshCalls = () => calls.filter((call) => pathOf(call) === '/user/refreshToken');
    expect(refreshCalls()).toHaveLength(1);
    expect(session.token).toBeNull(); // cleared on 401 while the refresh runs
    releaseRefresh();

    await expect(results).resolves.toEqual(['/user/getUserInfo', '/user/unReadCount', '/withdraw/info']);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.body).toEqual({ token_jwt: 'jwt1' });
    expect(session).toMatchObject({ token: 'tok2', jwt: 'jwt2' });
    expect(calls).toHaveLength(7);
  });

  it('a 401 without a stored jwt clears the token and goes to login (mocked fetch)', async () => {
    const { client, deps, session, calls } = setup(() => envelope(401, null, ''), memorySession('tok', null));
    const result = await settle(client.call('getUserInfo'));
    expect(result.ok).toBe(false);
    expect(session.token).toBeNull();
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => pathOf(call) === '/user/refreshToken')).toBe(false);
  });

  it('a failed refresh clears the session and goes to login (mocked fetch)', async () => {
    const { client, deps, session } = setup((call) =>
      pathOf(call) === '/user/refreshToken' ? envelope(0, { token: '', jwt: '' }) : envelope(401),
    );
    const result = await settle(client.call('getUserInfo'));
    expect(result.ok).toBe(false);
    expect(session).toMatchObject({ token: null, jwt: null });
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('402 clears token, jwt and user data, toasts, and goes to login after exactly 1 s (mocked fetch)', async () => {
    const { client, deps, session } = setup(() => envelope(402, null, 'Account frozen'));
    const result = await settle(client.call('getUserInfo'));
    expect(result.ok).toBe(false);
    expect(result.ok ? null : (result.error as ApiError).code).toBe(402);
    expect(session).toMatchObject({ token: null, jwt: null, cleared: 1 });
    expect(deps.toast).toHaveBeenCalledWith('Account frozen');
    vi.advanceTimersByTime(999);
    expect(deps.goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it("402 without a server message toasts 'login is invalid' (mocked fetch)", async () => {
    const { client, deps } = setup(() => envelope(402));
    await settle(client.call('unReadCount'));
    expect(deps.toast).toHaveBeenCalledWith('t:auth.loginInvalid');
  });

  it("403 does the same with 'login in other places' (mocked fetch)", async () => {
    const { client, deps, session } = setup(() => envelope(403));
    const burst = await Promise.all([settle(client.call('getUserInfo')), settle(client.call('unReadCount'))]);
    expect(burst.every((result) => !result.ok)).toBe(true);
    expect(session).toMatchObject({ token: null, jwt: null });
    // One toast and one redirect for a burst of refused calls.
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('t:auth.loggedInElsewhere');
    vi.advanceTimersByTime(999);
    expect(deps.goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('any other code toasts the server message (or network failed) and rejects (mocked fetch)', async () => {
    const { client, deps } = setup((call) =>
      pathOf(call) === '/withdraw/info'
        ? envelope(1004, { need: 5 }, 'Insufficient balance')
        : envelope(1003),
    );
    const first = await settle(client.call('withdrawInfo'));
    expect(first.ok ? null : first.error).toBeInstanceOf(ApiError);
    expect(first.ok ? null : first.error).toMatchObject({
      code: 1004,
      message: 'Insufficient balance',
      data: { need: 5 },
    });
    expect(deps.toast).toHaveBeenLastCalledWith('Insufficient balance');
    await settle(client.call('unReadCount'));
    expect(deps.toast).toHaveBeenLastCalledWith('t:common.networkFailed');
    expect(deps.goToLogin).not.toHaveBeenCalled();
  });

  it('switches to the next host after 2 consecutive transport failures (mocked fetch)', async () => {
    let failures = 3;
    const { client, calls } = setup(() => {
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch');
      }
      return envelope(0, 'ok');
    });
    const result = settle(client.call('getUserInfo'));
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toEqual({ ok: true, value: 'ok' });
    expect(calls.map((call) => new URL(call.url).host)).toEqual([
      'a.example',
      'a.example',
      'b.example',
      'b.example',
    ]);
  });

  it('a non-JSON answer counts as a transport failure and is retried (mocked fetch)', async () => {
    let first = true;
    const { client } = setup(() => {
      if (first) {
        first = false;
        return { json: () => Promise.reject(new SyntaxError('Unexpected token <')) } as unknown as Response;
      }
      return envelope(0, 'ok');
    });
    const result = settle(client.call('home'));
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ ok: true, value: 'ok' });
  });

  it("the proxy's envelope of a 504 is retried, not shown: the request may not have run (mocked fetch)", async () => {
    const { client, calls, deps } = setup(() => {
      if (calls.length === 1) {
        return {
          status: 504,
          json: () => Promise.resolve({ code: 500, msg: 'System busy, please try again later', data: null }),
        } as unknown as Response;
      }
      return envelope(0, 'ok');
    });
    const result = settle(client.call('home'));
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ ok: true, value: 'ok' });
    expect(calls).toHaveLength(2);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('gives up after 60 retries, toasts network failed and rejects (mocked fetch)', async () => {
    const { client, calls, deps } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = settle(client.call('getUserInfo'));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(10_000);
    const outcome = await result;
    expect(calls).toHaveLength(61); // the first attempt plus 60 retries
    expect(outcome.ok ? null : outcome.error).toMatchObject({ code: ApiError.transportFailed });
    expect(deps.toast).toHaveBeenCalledWith('t:common.networkFailed');
    // Hosts rotate every 2 failures: a a b b c c a a ...
    expect(calls.slice(0, 7).map((call) => new URL(call.url).host[0])).toEqual([
      'a',
      'a',
      'b',
      'b',
      'c',
      'c',
      'a',
    ]);
  });

  it('aborts a request after 60 s and retries it (mocked fetch)', async () => {
    let attempt = 0;
    const { client, calls } = setup((call) => {
      attempt += 1;
      if (attempt > 1) return envelope(0, 'second try');
      return new Promise((_, reject) => {
        call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const result = settle(client.call('getUserInfo'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ ok: true, value: 'second try' });
    expect(calls).toHaveLength(2);
  });
});
