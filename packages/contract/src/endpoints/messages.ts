import { z } from 'zod';

import { mailItem, unreadCountData, updateReadCountBody, userMailBody } from '../mail';
import { pageOf } from '../money';
import type { Endpoint } from './endpoint';

/** The message centre (ADR 074). */
export const messageEndpoints = {
  userMail: {
    method: 'POST',
    path: '/user/userMail',
    body: userMailBody,
    data: pageOf(mailItem),
    public: false,
  },
  updateReadCount: {
    method: 'POST',
    path: '/user/updateReadCount',
    body: updateReadCountBody,
    data: z.null(),
    public: false,
  },
  unReadCount: {
    method: 'POST',
    path: '/user/unReadCount',
    body: null,
    data: unreadCountData,
    public: false,
  },
} as const satisfies Record<string, Endpoint>;
