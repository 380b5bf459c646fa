import { serviceMessagesBody, serviceMessagesData, serviceSendBody, supportMessage } from '../support';
import type { Endpoint } from './endpoint';

/** Customer service chat (ADR 076, 077). */
export const supportEndpoints = {
  serviceMessages: {
    method: 'POST',
    path: '/service/messages',
    body: serviceMessagesBody,
    data: serviceMessagesData,
    public: false,
  },
  /** Public: an anonymous visitor leaves a message with a contact (no TOKEN needed, docs/api-conventions.md). */
  serviceSend: {
    method: 'POST',
    path: '/service/send',
    body: serviceSendBody,
    data: supportMessage,
    public: true,
  },
} as const satisfies Record<string, Endpoint>;
