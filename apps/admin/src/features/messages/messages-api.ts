import { endpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

/** The contract gives these routes' bodies only; the answers are those of the messages module. */
export interface Notice {
  id: number;
  title: string;
  body: string;
  operatorId: number | null;
  reads: number;
  createdAt: string;
}
export type NoticeBody = z.input<typeof endpoints.adminNoticeCreate.body>;
export type NewsletterBody = z.input<typeof endpoints.adminNewsletterSend.body>;

export const paths = {
  notices: endpoints.adminNoticeList.path,
};
export const createNotice = (body: NoticeBody) => post(endpoints.adminNoticeCreate.path, body);
export const deleteNotice = (id: number) => post(endpoints.adminNoticeDelete.path, { id });
export const sendNewsletter = (body: NewsletterBody) => post(endpoints.adminNewsletterSend.path, body);
