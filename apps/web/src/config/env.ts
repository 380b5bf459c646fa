import { limits } from '@fairdraw/rules';
import { z } from 'zod';

import packageJson from '../../package.json';

/**
 * The only reader of import.meta.env. VITE_API_HOSTS lists up to three comma-separated base URLs
 * (spec section 7: three fallback hosts). Without it every slot is '' and requests go to the page's own
 * origin, which is how the server serves this app on one port.
 */
const hostSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || URL.canParse(value), 'VITE_API_HOSTS entries must be absolute URLs')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  VITE_API_HOSTS: z
    .string()
    .optional()
    .transform((raw) => (raw ?? '').split(',').filter((part) => part.trim() !== ''))
    .pipe(
      z
        .array(hostSchema)
        .max(limits.apiHostCount, `VITE_API_HOSTS takes at most ${limits.apiHostCount} hosts`),
    ),
});

/** Fills the three host slots by repeating the configured list (or the page origin). */
export function fillHosts(configured: readonly string[], count: number = limits.apiHostCount): string[] {
  const source = configured.length > 0 ? configured : [''];
  return Array.from({ length: count }, (_, index) => source[index % source.length] ?? '');
}

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid web configuration: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
  );
}

export const env = {
  apiHosts: fillHosts(parsed.data.VITE_API_HOSTS),
  appVersion: packageJson.version,
  isTest: import.meta.env.MODE === 'test',
} as const;
