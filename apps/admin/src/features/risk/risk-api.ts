import { type AdminBody, type AdminData, callForCsv } from '../../lib/api';

export type RiskPlayersBody = AdminBody<'adminRiskPlayers'>;
export type RiskPlayersData = AdminData<'adminRiskPlayers'>;
export type RiskPlayer = RiskPlayersData['list'][number];
export type RiskMarker = RiskPlayer['markers'][number];

/** The same filter as the list, every page, as CSV. */
export const exportRiskPlayers = (filter: Omit<RiskPlayersBody, 'page' | 'pageSize'>) =>
  callForCsv('adminRiskPlayersCsv', filter);
