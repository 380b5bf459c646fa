import { getTableColumns, sql } from 'drizzle-orm';

import { users } from './schema';

const {
  passwordHash: _passwordHash,
  fundPasswordHash: _fundPasswordHash,
  ...withoutHashes
} = getTableColumns(users);

/**
 * The select list of the user an authenticated request carries (account.repo.ts `SessionUser`):
 * every column but the two password hashes, which only a verification reads (ADR 149).
 */
export const sessionUserColumns = {
  ...withoutHashes,
  hasFundPassword: sql<boolean>`${users.fundPasswordHash} is not null`.mapWith(
    (value) => value === true || value === 't',
  ),
};
