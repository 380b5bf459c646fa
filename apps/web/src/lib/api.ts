import { env, loadContractChecks } from '../config/env';
import { currentLanguage, i18n } from '../i18n';
import { createApiClient } from './api-client';
import type { ApiClientDeps, SessionPort } from './api-client';
import { storage } from './storage';
import { showToast } from './toast';

/** Until the app plugs in the auth store (app/provider.tsx), the session is read from storage. */
const storageSession: SessionPort = {
  getToken: () => storage.get('token'),
  setToken: (token) => (token ? storage.set('token', token) : storage.remove('token')),
  getJwt: () => storage.get('token_jwt'),
  setJwt: (jwt) => (jwt ? storage.set('token_jwt', jwt) : storage.remove('token_jwt')),
  clear: () => {
    storage.remove('token');
    storage.remove('token_jwt');
  },
};

/**
 * Development and tests only (undefined in a production build): answers parse with the contract. A
 * test of how the app copes with a server breaking the contract turns it off for that test.
 */
export const contractAnswerCheck = ((load): ApiClientDeps['checkAnswer'] =>
  load && (async (name, data) => (await load()).checkAnswer(name, data)))(loadContractChecks);

/**
 * The client's first configuration. Tests share modules between files (vitest `isolate: false`), so
 * the test setup puts it back before every test (testing/setup.ts).
 */
export const apiDefaults: Readonly<ApiClientDeps> = {
  hosts: env.apiHosts,
  // Late-bound so tests can replace globalThis.fetch after this module loads.
  fetch: (input, init) => globalThis.fetch(input, init),
  session: storageSession,
  language: currentLanguage,
  translate: (key) => i18n.t(key),
  toast: showToast,
  goToLogin: () => undefined,
  retryDelayMs: 1_000,
  checkAnswer: contractAnswerCheck,
};

/** The app's one API client. Navigation is injected by the router once it exists. */
export const api = createApiClient({ ...apiDefaults });
