import { useSyncExternalStore } from 'react';

import type { OperatorRole } from '@fairdraw/contract';

/** The signed-in operator (ADR 034: an 8-hour operator token, no refresh). */
export interface OperatorSession {
  token: string;
  account: string;
  role: OperatorRole;
}

const storageKey = 'fairdraw_backoffice_session';
const listeners = new Set<() => void>();
let current: OperatorSession | null = read();

function read(): OperatorSession | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as OperatorSession) : null;
  } catch {
    return null;
  }
}

export const session = {
  get: (): OperatorSession | null => current,
  set(next: OperatorSession | null): void {
    current = next;
    if (next) window.localStorage.setItem(storageKey, JSON.stringify(next));
    else window.localStorage.removeItem(storageKey);
    listeners.forEach((listener) => listener());
  },
  /** Tests start from storage again after clearing it. */
  reload(): void {
    current = read();
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
