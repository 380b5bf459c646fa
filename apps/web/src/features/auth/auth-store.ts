import type { EndpointData } from '@fairdraw/contract';
import type { LoginInput, RegisterInput } from '@fairdraw/rules';
import { create } from 'zustand';

import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import type { BodyArgs, SessionPort } from '../../lib/api-client';
import { storage } from '../../lib/storage';

/**
 * The session (ADR 006): the access token lives in this store and in localStorage; the
 * refresh jwt only in localStorage under `token_jwt`.
 */
interface AuthState {
  token: string | null;
  setToken: (token: string | null) => void;
  login: (input: LoginInput) => Promise<void>;
  /** `termsVersion`: the version of the terms the player accepted with `agree` (ADR 121). */
  register: (input: RegisterInput & { termsVersion?: string }) => Promise<void>;
  trial: () => Promise<void>;
  refresh: () => Promise<string>;
  logout: () => Promise<void>;
  clear: () => void;
}

/** Login, register and trial answer the same pair; an empty token is still refused. */
type TokenPair = EndpointData<'login'>;
type SessionOpening = 'login' | 'register' | 'trial';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

export const useAuthStore = create<AuthState>()((set, get) => {
  /** Login, register and trial succeed only when the server hands over both tokens. */
  function accept(data: Partial<TokenPair> | null, msg: string) {
    if (!nonEmpty(data?.token) || !nonEmpty(data?.jwt)) throw new ApiError(0, msg);
    storage.set('token_jwt', data.jwt);
    get().setToken(data.token);
  }

  async function openSession<N extends SessionOpening>(name: N, ...body: BodyArgs<N>) {
    const { data, msg } = await api.send(name, ...body);
    accept(data, msg);
  }

  return {
    token: storage.get('token'),
    setToken(token) {
      if (token) storage.set('token', token);
      else storage.remove('token');
      set({ token });
    },
    login: (input) => openSession('login', input),
    register: (input) => openSession('register', input),
    trial: () => openSession('trial', {}),
    refresh: () => api.refreshSession(),
    async logout() {
      const jwt = storage.get('token_jwt') ?? '';
      try {
        await api.call('logout', { token_jwt: jwt });
      } finally {
        get().clear();
      }
    },
    clear() {
      storage.remove('token_jwt');
      get().setToken(null);
    },
  };
});

/** The api-client's view of the session, backed by this store. */
export const authSession: SessionPort = {
  getToken: () => useAuthStore.getState().token,
  setToken: (token) => useAuthStore.getState().setToken(token),
  getJwt: () => storage.get('token_jwt'),
  setJwt: (jwt) => (jwt ? storage.set('token_jwt', jwt) : storage.remove('token_jwt')),
  clear: () => useAuthStore.getState().clear(),
};
