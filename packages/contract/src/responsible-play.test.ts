import { describe, expect, it } from 'vitest';

import {
  acceptTermsBody,
  closeAccountBody,
  exportDataBody,
  gamingLimitsBody,
  realityCheckBody,
} from './responsible-play';

// The player endpoints act on the token's player (ADR 121): a body naming someone else parses to a
// body that names nobody, so no handler can read an id a client slipped in.
describe('responsible-play bodies drop keys they do not name', () => {
  const someoneElse = { userId: 42, account: 'victim01' };

  it.each([
    ['closeAccount', closeAccountBody, { password: 'fair2draw58' }],
    ['exportData', exportDataBody, {}],
    ['realityCheck', realityCheckBody, {}],
    ['limits', gamingLimitsBody, { dailyLoss: 5_000 }],
    ['acceptTerms', acceptTermsBody, { version: '2026-11-01' }],
  ] as const)('%s', (_name, schema, body) => {
    expect(schema.parse({ ...body, ...someoneElse })).toEqual(body);
  });
});
