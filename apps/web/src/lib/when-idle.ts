import { useEffect, useState } from 'react';

/** At the latest this long after being asked, idle work runs anyway (a page that never goes idle). */
export const idleTimeoutMs = 2_000;

/**
 * Runs `task` once the browser has nothing else to do, at the latest after `idleTimeoutMs`: work the first
 * screen does not show (the event stream's connection, the unread badge) then waits until the page has
 * rendered and painted instead of adding to the long tasks before it (docs/performance.md, "Fifth pass").
 * Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/** False until the browser has been idle once since the component mounted (see whenIdle). */
export function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
