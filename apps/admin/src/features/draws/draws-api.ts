import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

const e = adminEndpoints;
export type LiveData = z.infer<typeof e.adminDrawsLive.data>;
export type LiveRow = LiveData['list'][number];
export type HistoryData = z.infer<typeof e.adminDrawsHistory.data>;
export type DrawRow = HistoryData['list'][number];
export type RtpData = z.infer<typeof e.adminRtp.data>;
export type RtpRow = RtpData['list'][number];

export const paths = {
  live: e.adminDrawsLive.path,
  history: e.adminDrawsHistory.path,
  rtp: e.adminRtp.path,
};
