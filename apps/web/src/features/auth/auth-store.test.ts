import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api, contractAnswerCheck } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import type { RecordedCall } from '../../testing/fetch-mock';
import { envelope, mockFetch, pathOf } from '../../testing/fetch-mock';
import { authSession, useAuthStore } from './auth-store';

function answer(handler: (call: RecordedCall) => Response) {
  const mock = mockFetch(handler);
  api.configure({ fetch: mock.fetch, session: authSession, toast: vi.fn(), goToLogin: vi.fn() });
  return mock;
}

beforeEach(() => {
  useAuthStore.getState().clear();
});
afterEach(() => {
  useAuthStore.getState().clear();
  api.configure({ checkAnswer: contractAnswerCheck });
});

describe('auth store (mocked fetch)', () => {
  it('login stores the token in the store and localStorage, the jwt under token_jwt (mocked fetch)', async () => {
    const { calls } = answer(() => envelope(0, { token: 'tok', jwt: 'jwt' }, 'success'));
    await useAuthStore.getState().login({ account: 'player01', password: 'abc123' });
    expect(pathOf(calls[0]!)).toBe('/user/login');
    expect(calls[0]?.body).toEqual({ account: 'player01', password: 'abc123' });
    expect(useAuthStore.getState().token).toBe('tok');
    expect(storage.get('token')).toBe('tok');
    expect(storage.get('token_jwt')).toBe('jwt');
  });

  it.each([
    ['an empty jwt', { token: 'tok', jwt: '' }],
    ['an empty token', { token: '', jwt: 'jwt' }],
    ['no data', null],
  ])('login with %s fails with the server message and stores nothing (mocked fetch)', async (_, data) => {
    // A server breaking the contract on purpose: what production does, unchecked.
    api.configure({ checkAnswer: undefined });
    answer(() => envelope(0, data, 'server says no'));
    const login = useAuthStore.getState().login({ account: 'player01', password: 'abc123' });
    await expect(login).rejects.toBeInstanceOf(ApiError);
    await expect(login).rejects.toThrow('server says no');
    expect(useAuthStore.getState().token).toBeNull();
    expect(storage.get('token')).toBeNull();
    expect(storage.get('token_jwt')).toBeNull();
  });

  it('register sends register_device and logs in with the returned tokens (mocked fetch)', async () => {
    const { calls } = answer(() => envelope(0, { token: 'tok', jwt: 'jwt' }));
    const input = {
      account: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      inviteCode: '8888',
      agree: true as const,
      register_device: 3 as const,
    };
    await useAuthStore.getState().register(input);
    expect(pathOf(calls[0]!)).toBe('/user/register');
    expect(calls[0]?.body).toEqual(input);
    expect(useAuthStore.getState().token).toBe('tok');
  });

  it('refresh: a non-empty token replaces the old one and the rotated jwt is stored (mocked fetch)', async () => {
    useAuthStore.getState().setToken('old');
    storage.set('token_jwt', 'jwt1');
    const { calls } = answer(() => envelope(0, { token: 'new', jwt: 'jwt2' }));
    await expect(useAuthStore.getState().refresh()).resolves.toBe('new');
    expect(calls[0]?.body).toEqual({ token_jwt: 'jwt1' });
    expect(useAuthStore.getState().token).toBe('new');
    expect(storage.get('token_jwt')).toBe('jwt2');
  });

  it('refresh: an empty token fails with an empty message (mocked fetch)', async () => {
    useAuthStore.getState().setToken('old');
    storage.set('token_jwt', 'jwt1');
    answer(() => envelope(0, { token: '', jwt: '' }, 'ignored'));
    const refresh = useAuthStore.getState().refresh();
    await expect(refresh).rejects.toBeInstanceOf(ApiError);
    await expect(refresh).rejects.toHaveProperty('message', '');
  });

  it('logout calls the server with the jwt, then clears token and jwt (mocked fetch)', async () => {
    useAuthStore.getState().setToken('tok');
    storage.set('token_jwt', 'jwt1');
    const { calls } = answer(() => envelope(0));
    await useAuthStore.getState().logout();
    expect(pathOf(calls[0]!)).toBe('/user/logout');
    expect(calls[0]?.body).toEqual({ token_jwt: 'jwt1' });
    expect(calls[0]?.headers.TOKEN).toBe('tok');
    expect(useAuthStore.getState().token).toBeNull();
    expect(storage.get('token')).toBeNull();
    expect(storage.get('token_jwt')).toBeNull();
  });
});
