import { personalReportData, reportPersonalBody, transactionListBody } from '../betting';
import { pageOf, transactionRecord } from '../money';
import type { Endpoint } from './endpoint';

/** The player's own records: ledger transactions and the personal report (ADR 060). */
export const recordEndpoints = {
  transactionList: {
    method: 'POST',
    path: '/transaction/list',
    body: transactionListBody,
    data: pageOf(transactionRecord),
    public: false,
  },
  reportPersonal: {
    method: 'POST',
    path: '/report/personal',
    body: reportPersonalBody,
    data: personalReportData,
    public: false,
  },
} as const satisfies Record<string, Endpoint>;
