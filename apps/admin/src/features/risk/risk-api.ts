import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { postForText } from '../../lib/api';

const e = adminEndpoints;
export type RiskPlayersBody = z.input<typeof e.adminRiskPlayers.body>;
export type RiskPlayersData = z.infer<typeof e.adminRiskPlayers.data>;
export type RiskPlayer = RiskPlayersData['list'][number];
export type RiskMarker = RiskPlayer['markers'][number];

export const paths = { players: e.adminRiskPlayers.path };

/** The same filter as the list, every page, as CSV. */
export const exportRiskPlayers = (filter: Omit<RiskPlayersBody, 'page' | 'pageSize'>) =>
  postForText(e.adminRiskPlayersCsv.path, filter);
