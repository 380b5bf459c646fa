import { z } from 'zod';

import {
  acceptTermsBody,
  closeAccountBody,
  exportData,
  exportDataBody,
  gamingLimitsBody,
  realityCheckBody,
  realityCheckData,
  termsStatus,
  userLimits,
} from '../responsible-play';
import type { Endpoint } from './endpoint';

/** The player's own limits, reality checks, terms, closure and data export (ADR 121). */
export const responsiblePlayEndpoints = {
  gamingLimits: {
    method: 'POST',
    path: '/user/limits',
    body: gamingLimitsBody,
    data: userLimits,
    public: false,
  },
  realityCheck: {
    method: 'POST',
    path: '/user/realityCheck',
    body: realityCheckBody,
    data: realityCheckData,
    public: false,
  },
  realityCheckAck: {
    method: 'POST',
    path: '/user/realityCheckAck',
    body: realityCheckBody,
    data: realityCheckData,
    public: false,
  },
  acceptTerms: {
    method: 'POST',
    path: '/user/acceptTerms',
    body: acceptTermsBody,
    data: termsStatus,
    public: false,
  },
  closeAccount: {
    method: 'POST',
    path: '/user/closeAccount',
    body: closeAccountBody,
    data: z.null(),
    public: false,
  },
  exportData: {
    method: 'POST',
    path: '/user/exportData',
    body: exportDataBody,
    data: exportData,
    public: false,
  },
} as const satisfies Record<string, Endpoint>;
