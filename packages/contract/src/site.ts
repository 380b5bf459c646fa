import { z } from 'zod';

/** GET /index/index and POST /getPackage. */
export const homeGame = z.object({
  code: z.string(),
  family: z.string(),
  name: z.string(),
  category: z.string(),
  icon: z.string(),
  intervalSec: z.number().int(),
});
export const homeData = z.object({
  banners: z.array(
    z.object({ id: z.number().int(), image: z.string(), title: z.string(), link: z.string().nullable() }),
  ),
  notices: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string() })),
  games: z.array(homeGame),
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
  serviceUrl: z.string(),
  version: z.string(),
  /** The sandbox gateway is on: balances are play money, and every page says so (docs/security.md). */
  sandboxPayments: z.boolean().optional(),
});
export type HomeData = z.infer<typeof homeData>;

export const getPackageBody = z.object({
  platform: z.enum(['ios', 'android', 'web']).default('web'),
  version: z.string().max(32).default('0.0.0'),
});
export const packageData = z.object({ latest: z.string(), url: z.string(), force: z.boolean() });
