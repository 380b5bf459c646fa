import { type AdminBody, type AdminData, call } from '../../lib/api';

export type NoticeList = AdminData<'adminNoticeList'>;
export type Notice = NoticeList['list'][number];
export type NoticeBody = AdminBody<'adminNoticeCreate'>;
export type NewsletterBody = AdminBody<'adminNewsletterSend'>;

export const createNotice = (body: NoticeBody) => call('adminNoticeCreate', body);
export const deleteNotice = (id: number) => call('adminNoticeDelete', { id });
export const sendNewsletter = (body: NewsletterBody) => call('adminNewsletterSend', body);
