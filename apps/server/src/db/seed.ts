import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { limits } from '@fairdraw/rules';

import type { AppConfig } from '../config';
import { randomSecret } from '../lib/ids';
import { writeSecretFile } from '../lib/secret-file';
import type { PasswordHasher } from '../lib/password';
import type { WalletService } from '../modules/wallet/wallet.service';
import type { Db } from './client';
import { operatorSecurity, operators, users } from './schema';

export const houseAccount = 'house';
/** Where a generated first operator password is written, in DATA_DIR. */
export const firstOperatorPasswordFile = 'first-operator-password.txt';

/**
 * Idempotent: safe on every start. Creates the house agent (root of the agent tree, invite code
 * 8888, 20‰, no password so nobody can log in as it), the system ledger accounts and the first
 * operator. A generated operator password is written to a 0600 file, when the operator row is created.
 */
export async function seed(deps: {
  db: Db;
  wallet: Pick<WalletService, 'ensureSystemAccounts' | 'openUserAccount'>;
  passwords: PasswordHasher;
  config: Pick<AppConfig, 'adminAccount' | 'adminPassword' | 'extraOperators' | 'houseEmail' | 'dataDir'>;
  logger: FastifyBaseLogger;
}): Promise<void> {
  const { db, wallet, passwords, config, logger } = deps;
  await db.transaction(async (tx) => {
    await wallet.ensureSystemAccounts(tx);
    const [house] = await tx
      .insert(users)
      .values({
        account: houseAccount,
        passwordHash: null,
        type: 'agent',
        inviteCode: limits.houseInviteCode,
        rebatePerMille: limits.houseRebatePerMille,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (house) await wallet.openUserAccount(house.id, tx);
    if (config.houseEmail) {
      await tx
        .update(users)
        .set({ email: config.houseEmail })
        .where(and(eq(users.account, houseAccount), isNull(users.email)));
    }
  });

  const adminPassword = config.adminPassword ?? randomSecret(12);
  const [admin] = await db
    .insert(operators)
    .values({
      account: config.adminAccount,
      passwordHash: await passwords.hashLogin(adminPassword),
      role: 'admin',
    })
    .onConflictDoNothing({ target: operators.account })
    .returning({ id: operators.id });
  if (admin && !config.adminPassword) {
    // Never logged (logs travel far): a 0600 file only the server's user reads, and the operator
    // must replace the password before any desk opens (docs/security.md finding 13).
    await db.insert(operatorSecurity).values({ operatorId: admin.id, mustChangePassword: true });
    const file = writeSecretFile(config.dataDir, firstOperatorPasswordFile, `${adminPassword}\n`);
    logger.warn(
      { operator: config.adminAccount, passwordFile: file },
      'created the first back-office operator with a generated password: read it from the file, change it at first login, then delete the file',
    );
  }
  // Demo finance and support operators (roles: ADR 034), only when their passwords are configured.
  for (const extra of config.extraOperators ?? []) {
    await db
      .insert(operators)
      .values({
        account: extra.account,
        passwordHash: await passwords.hashLogin(extra.password),
        role: extra.role,
      })
      .onConflictDoNothing({ target: operators.account });
  }
}
