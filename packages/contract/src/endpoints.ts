import { adminEndpoints } from './admin-endpoints';
import { accountEndpoints } from './endpoints/account';
import { agentEndpoints } from './endpoints/agent';
import { bettingEndpoints } from './endpoints/betting';
import type { Endpoint } from './endpoints/endpoint';
import { gameEndpoints } from './endpoints/games';
import { messageEndpoints } from './endpoints/messages';
import { moneyEndpoints } from './endpoints/money';
import { recordEndpoints } from './endpoints/records';
import { responsiblePlayEndpoints } from './endpoints/responsible-play';
import { supportEndpoints } from './endpoints/support';

export type { Endpoint } from './endpoints/endpoint';

/**
 * The wire table: legacy path names live here (one file per area under endpoints/) and in
 * web/app/paths.ts only. The order of the areas is the order of the OpenAPI document.
 */
export const endpoints = {
  ...accountEndpoints,
  ...responsiblePlayEndpoints,
  ...gameEndpoints,
  ...bettingEndpoints,
  ...moneyEndpoints,
  ...recordEndpoints,
  ...adminEndpoints,
  ...agentEndpoints,
  ...messageEndpoints,
  ...supportEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
