import { limits } from '@fairdraw/rules';

import { version } from '../../package.json';

/**
 * The only reader of import.meta.env. VITE_API_HOSTS lists up to three comma-separated base URLs
 * (three fallback hosts). Without it every slot is '' and requests go to the page's own
 * origin, which is how the server serves this app on one port. Checked by hand rather than with zod:
 * this module is in the first chunk, and zod alone would weigh about 40 KB gzip there.
 */
export function parseApiHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const invalid = hosts.filter((host) => !URL.canParse(host));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid web configuration: VITE_API_HOSTS entries must be absolute URLs (${invalid.join(', ')})`,
    );
  }
  if (hosts.length > limits.apiHostCount) {
    throw new Error(`Invalid web configuration: VITE_API_HOSTS takes at most ${limits.apiHostCount} hosts`);
  }
  return hosts.map((host) => host.replace(/\/+$/, ''));
}

/** Fills the three host slots by repeating the configured list (or the page origin). */
export function fillHosts(configured: readonly string[], count: number = limits.apiHostCount): string[] {
  const source = configured.length > 0 ? configured : [''];
  return Array.from({ length: count }, (_, index) => source[index % source.length] ?? '');
}

/**
 * Development and tests check every answer and event frame against the contract's schemas (ADR 126).
 * A production build replaces `import.meta.env.DEV` with false and drops the import: no schemas ship.
 */
export const loadContractChecks = import.meta.env.DEV ? () => import('../lib/contract-checks') : undefined;

const apiHostsSetting: unknown = import.meta.env.VITE_API_HOSTS;

export const env = {
  apiHosts: fillHosts(parseApiHosts(typeof apiHostsSetting === 'string' ? apiHostsSetting : undefined)),
  appVersion: version,
  isTest: import.meta.env.MODE === 'test',
} as const;
