import type { SupportMessage } from '@fairdraw/contract';

import { toZonedIso } from '../../lib/zoned-time';
import type { SupportMessageRow } from './support.repo';

export const toSupportMessage = (row: SupportMessageRow, timeZone: string): SupportMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  createdAt: toZonedIso(row.createdAt, timeZone),
});
