import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { limits } from '@fairdraw/rules';

import type { AppConfig } from '../config';
import { randomSecret } from '../lib/ids';
import type { PasswordHasher } from '../lib/password';
import type { WalletService } from '../modules/wallet/wallet.service';
import type { Db } from './client';
import { operators, users } from './schema';

export const houseAccount = 'house';

/**
 * Idempotent: safe on every start. Creates the house agent (root of the agent tree, invite code
 * 8888, 20‰, no password so nobody can log in as it), the system ledger accounts and the first
 * operator. A generated operator password is printed once, when the operator row is created.
 */
export async function seed(deps: {
  db: Db;
  wallet: Pick<WalletService, 'ensureSystemAccounts' | 'openUserAccount'>;
  passwords: PasswordHasher;
  config: Pick<AppConfig, 'adminAccount' | 'adminPassword' | 'extraOperators' | 'houseEmail'>;
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
    // Printed once, on the start that created the operator; it is not stored in clear anywhere.
    logger.warn(
      { operator: config.adminAccount, generatedPassword: adminPassword },
      'created the first back-office operator with a generated password: note it now, it is not shown again',
    );
  }
  // Demo finance and support operators (issue 12), only when their passwords are configured.
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
