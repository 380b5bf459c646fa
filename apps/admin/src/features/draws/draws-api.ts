import type { AdminData } from '../../lib/api';

export type LiveData = AdminData<'adminDrawsLive'>;
export type LiveRow = LiveData['list'][number];
export type HistoryData = AdminData<'adminDrawsHistory'>;
export type DrawRow = HistoryData['list'][number];
export type RtpData = AdminData<'adminRtp'>;
export type RtpRow = RtpData['list'][number];
