import { languageHeader, playerRoutes, ResponseCode, tokenHeader } from '@fairdraw/contract';
import type { EndpointBody, EndpointData, Envelope, PlayerEndpointName } from '@fairdraw/contract';
import { limits } from '@fairdraw/rules';

/**
 * The only code that knows the envelope codes (docs/api-conventions.md, ADR 002, ADR 006).
 * Everything it touches outside itself (fetch, session storage, toasts, navigation, language) is
 * injected, so every rule below is testable with fake timers and a mocked fetch.
 */

export type HttpMethod = 'GET' | 'POST';

/** The body argument of `call(name, …)`: none without a body schema, optional when every field is. */
export type BodyArgs<N extends PlayerEndpointName> =
  EndpointBody<N> extends undefined
    ? []
    : Record<string, never> extends EndpointBody<N>
      ? [body?: EndpointBody<N>]
      : [body: EndpointBody<N>];

/** A rejected call: `code` is the envelope code, or `transportFailed` when no host answered. */
export class ApiError extends Error {
  static readonly transportFailed = -1;
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where the session lives (the auth store and localStorage in the app, plain variables in tests). */
export interface SessionPort {
  getToken: () => string | null;
  setToken: (token: string | null) => void;
  getJwt: () => string | null;
  setJwt: (jwt: string | null) => void;
  /** Forgets token, jwt and loaded user data. */
  clear: () => void;
}

export type ClientTextKey = 'auth.loginInvalid' | 'auth.loggedInElsewhere' | 'common.networkFailed';

export interface ApiClientDeps {
  /** Base URLs of the fallback hosts ('' = the page's own origin). */
  hosts: readonly string[];
  fetch: typeof fetch;
  session: SessionPort;
  language: () => string;
  translate: (key: ClientTextKey) => string;
  toast: (text: string) => void;
  goToLogin: () => void;
  /** Pause between transport retries; spec leaves it open, 1 s keeps 60 retries near a minute. */
  retryDelayMs: number;
  /**
   * Checks a code-0 answer against its endpoint's contract schema and throws when it does not fit.
   * Set in development and tests only: a production build ships no schemas (ADR 126).
   */
  checkAnswer?: (name: PlayerEndpointName, data: unknown) => void | Promise<void>;
}

export interface ApiClient {
  /** Calls an endpoint by its name in the contract's table and resolves the `data` of its answer. */
  call<N extends PlayerEndpointName>(name: N, ...body: BodyArgs<N>): Promise<EndpointData<N>>;
  /** The same, resolving the whole envelope of the code-0 answer (its `msg` too). */
  send<N extends PlayerEndpointName>(name: N, ...body: BodyArgs<N>): Promise<Envelope<EndpointData<N>>>;
  /** Silent re-login with the stored jwt; concurrent callers share one request. Resolves the new token. */
  refreshSession: () => Promise<string>;
  configure: (patch: Partial<ApiClientDeps>) => void;
}

class TransportError extends Error {}

/** What nginx answers itself when no instance answered (deploy/nginx/fairdraw.conf, ADR 142). */
const proxyFailureStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

export function createApiClient(initial: ApiClientDeps): ApiClient {
  const deps: ApiClientDeps = { ...initial };
  // Host choice and the failure streak are shared by all calls: a dead host is dead for everyone.
  let hostIndex = 0;
  let consecutiveFailures = 0;
  let refreshing: Promise<string> | null = null;
  let sessionEnding = false;

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function attemptOnce(
    method: HttpMethod,
    url: string,
    body: object | undefined,
    token: string | null,
  ) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.requestTimeoutMs);
    try {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        [languageHeader]: deps.language(),
      };
      if (token) headers[tokenHeader] = token;
      const response = await deps.fetch(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: controller.signal,
      });
      // The proxy's own answer (no instance answered in time): an envelope for scripted clients, but
      // the request may not have run, so it is sent again (a money request keeps its requestId).
      if (proxyFailureStatuses.has(response.status)) throw new TransportError(`proxy ${response.status}`);
      const json: unknown = await response.json();
      if (!isEnvelope(json)) throw new TransportError('not an envelope');
      return json;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends until some host answers with an envelope; 2 failures in a row move to the next host. */
  async function transport(method: HttpMethod, path: string, body: object | undefined) {
    for (let retries = 0; ; retries += 1) {
      const token = deps.session.getToken();
      const host = deps.hosts[hostIndex % deps.hosts.length] ?? '';
      try {
        const envelope = await attemptOnce(method, host + path, body, token);
        consecutiveFailures = 0;
        return { envelope, token };
      } catch {
        consecutiveFailures += 1;
        if (consecutiveFailures >= limits.hostSwitchAfterFailures) {
          hostIndex = (hostIndex + 1) % Math.max(deps.hosts.length, 1);
          consecutiveFailures = 0;
        }
        if (retries >= limits.retryCountMax) {
          const text = deps.translate('common.networkFailed');
          deps.toast(text);
          throw new ApiError(ApiError.transportFailed, text);
        }
        await sleep(deps.retryDelayMs);
      }
    }
  }

  /** 402 / 403: the session is over; tell the user, then go to login after 1 s (once for a burst). */
  function endSession(code: number, msg: string) {
    deps.session.clear();
    if (sessionEnding) return;
    sessionEnding = true;
    const fallback = code === ResponseCode.loggedInElsewhere ? 'auth.loggedInElsewhere' : 'auth.loginInvalid';
    deps.toast(msg || deps.translate(fallback));
    setTimeout(() => {
      sessionEnding = false;
      deps.goToLogin();
    }, limits.redirectDelayMs);
  }

  function isSessionEnd(code: number) {
    return code === ResponseCode.loginInvalid || code === ResponseCode.loggedInElsewhere;
  }

  async function doRefresh(): Promise<string> {
    const jwt = deps.session.getJwt();
    if (!jwt) {
      deps.session.clear();
      deps.goToLogin();
      throw new ApiError(ResponseCode.tokenInvalid, '');
    }
    const { method, path } = playerRoutes.refreshToken;
    const { envelope } = await transport(method, path, { token_jwt: jwt }).catch((error: unknown) => {
      deps.session.clear();
      deps.goToLogin();
      throw error;
    });
    const data = envelope.data as { token?: unknown; jwt?: unknown } | null;
    const token = typeof data?.token === 'string' ? data.token : '';
    if (envelope.code === ResponseCode.ok && token !== '') {
      deps.session.setToken(token);
      if (typeof data?.jwt === 'string' && data.jwt !== '') deps.session.setJwt(data.jwt);
      return token;
    }
    if (isSessionEnd(envelope.code)) {
      endSession(envelope.code, envelope.msg);
    } else {
      deps.session.clear();
      deps.goToLogin();
    }
    // A refresh answered with an empty token rejects with an empty message.
    throw new ApiError(envelope.code === ResponseCode.ok ? ResponseCode.tokenInvalid : envelope.code, '');
  }

  function refreshSession(): Promise<string> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request(method: HttpMethod, path: string, body?: object): Promise<Envelope<unknown>> {
    // A call started while a re-login runs waits for it rather than collecting its own 401.
    if (refreshing) await refreshing.catch(() => undefined);
    let { envelope, token } = await transport(method, path, body);
    if (envelope.code === ResponseCode.tokenInvalid) {
      ({ envelope, token } = await afterTokenInvalid(method, path, body, token, envelope));
    }
    if (envelope.code === ResponseCode.ok) return envelope;
    if (isSessionEnd(envelope.code)) {
      endSession(envelope.code, envelope.msg);
    } else if (envelope.code === ResponseCode.tokenInvalid) {
      // Still refused after a fresh token: the session cannot be rescued.
      deps.session.clear();
      deps.goToLogin();
    } else {
      deps.toast(envelope.msg || deps.translate('common.networkFailed'));
    }
    throw new ApiError(envelope.code, envelope.msg, envelope.data);
  }

  async function afterTokenInvalid(
    method: HttpMethod,
    path: string,
    body: object | undefined,
    usedToken: string | null,
    envelope: Envelope<unknown>,
  ) {
    const current = deps.session.getToken();
    // Another call already renewed the token while this one was in flight: just retry.
    if (current && current !== usedToken) return transport(method, path, body);
    deps.session.setToken(null);
    try {
      await refreshSession();
    } catch {
      throw new ApiError(ResponseCode.tokenInvalid, envelope.msg);
    }
    return transport(method, path, body);
  }

  async function send<N extends PlayerEndpointName>(
    name: N,
    ...[body]: BodyArgs<N>
  ): Promise<Envelope<EndpointData<N>>> {
    const { method, path } = playerRoutes[name];
    const envelope = await request(method, path, method === 'POST' ? (body ?? {}) : undefined);
    await deps.checkAnswer?.(name, envelope.data);
    // The contract's schema types the answer; checkAnswer proves it in development and tests.
    return envelope as Envelope<EndpointData<N>>;
  }

  return {
    send,
    call: async (name, ...body) => (await send(name, ...body)).data,
    refreshSession,
    configure(patch) {
      Object.assign(deps, patch);
    },
  };
}
