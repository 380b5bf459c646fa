/**
 * Typed localStorage: the only keys the app persists. Access is wrapped because private browsing
 * modes may throw on storage access; the app then simply forgets between visits.
 */
export interface StoredValues {
  token: string;
  token_jwt: string;
  language: string;
  avatar: string;
  /** The secret this browser's visitor support messages are filed under (ADR 089). */
  support_visitor_key: string;
}
export type StorageKey = keyof StoredValues;

export const storage = {
  get<K extends StorageKey>(key: K): StoredValues[K] | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: keep working with in-memory state only.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
