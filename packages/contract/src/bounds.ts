import { z } from 'zod';

import { limits } from '@fairdraw/rules';

/**
 * Integers a request may carry, bounded by the column they end in: beyond int4 the database would
 * answer an error (HTTP 500); here they answer 1000 like any other invalid field (docs/security.md finding 13a).
 * Bigint columns (fen amounts, bigserial ids) are bounded by what a JSON number holds exactly.
 */
export const serialIdField = () => z.number().int().positive().max(limits.int4Max);
export const bigIdField = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
