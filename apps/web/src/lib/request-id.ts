/**
 * A fresh requestId for a money request (makeOrder, recharge, withdrawal, agent transfer): repeating a
 * request with the same requestId moves no money again, so the caller keeps it for a retry.
 * getRandomValues works on plain-http LAN addresses too, where crypto.randomUUID does not exist.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
