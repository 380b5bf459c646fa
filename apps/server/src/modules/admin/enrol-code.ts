import { createHash, randomInt } from 'node:crypto';

import { ResponseCode } from '@fairdraw/contract';

import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OperatorsRepo } from './admin-operators.repo';

/** How long an admin-issued enrolment code stays usable (ADR 102). */
export const enrolCodeTtlMs = 24 * 60 * 60 * 1000;
// No 0/O or 1/I: the code is read aloud or typed from a message.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time enrolment code: 16 symbols of 32 (80 bits), shown in groups of four. */
export function newEnrolCode(): string {
  const symbols = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return symbols.match(/.{4}/g)?.join('-') ?? symbols;
}

/** What is stored: the code's SHA-256 (it is random and long, so no slow hash is needed), case and dashes ignored. */
export function enrolCodeHash(code: string): string {
  return createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
}

/**
 * Opens a one-time enrolment code for an operator who has no TOTP factor yet (1003 when it has one:
 * an admin resets it first). Only the hash is stored; the code is answered once, to the issuer.
 */
export async function openEnrolCode(repo: OperatorsRepo, operatorId: number, now: Date, tx?: DbOrTx) {
  const row = await repo.byId(operatorId, tx);
  if (!row) throw new AppError('admin.operatorNotFound', ResponseCode.notFound);
  if (row.security?.totpSecretCipher) throw new AppError('common.conflict', ResponseCode.conflict);
  const code = newEnrolCode();
  const expiresAt = new Date(now.getTime() + enrolCodeTtlMs);
  await repo.patchSecurity(
    operatorId,
    { enrolCodeHash: enrolCodeHash(code), enrolCodeExpiresAt: expiresAt },
    now,
    tx,
  );
  return { code, expiresAt };
}
