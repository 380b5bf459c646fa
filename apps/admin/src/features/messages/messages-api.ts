import { endpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

export type NoticeList = z.infer<typeof endpoints.adminNoticeList.data>;
export type Notice = NoticeList['list'][number];
export type NoticeBody = z.input<typeof endpoints.adminNoticeCreate.body>;
export type NewsletterBody = z.input<typeof endpoints.adminNewsletterSend.body>;

export const paths = {
  notices: endpoints.adminNoticeList.path,
};
export const createNotice = (body: NoticeBody) => post(endpoints.adminNoticeCreate.path, body);
export const deleteNotice = (id: number) => post(endpoints.adminNoticeDelete.path, { id });
export const sendNewsletter = (body: NewsletterBody) => post(endpoints.adminNewsletterSend.path, body);
