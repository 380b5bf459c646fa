import { createHmac } from 'node:crypto';

import { generateSecret, generateURI, verifySync } from 'otplib';

import { createSeedCipher } from '../../lib/seed-cipher';

const periodSec = 30;
export const totpIssuer = 'Fairdraw';

/**
 * TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what every authenticator app does) for operators. Secrets
 * are kept only as AES-256-GCM ciphertext bound to the operator, with a key derived from the draw-seed
 * key under its own label (ADR 080). A code is accepted one step either side of now, and never for a
 * step at or before the last accepted one (no replay of an observed code).
 */
export function createTotp(drawSeedKeyHex: string) {
  const key = createHmac('sha256', Buffer.from(drawSeedKeyHex, 'hex'))
    .update('fairdraw operator totp v1')
    .digest('hex');
  const cipher = createSeedCipher(key);
  const context = (operatorId: number) => `operator-totp:${operatorId}`;
  return {
    newSecret: (): string => generateSecret(),
    uri: (account: string, secret: string) => generateURI({ issuer: totpIssuer, label: account, secret }),
    seal: (operatorId: number, secret: string) =>
      cipher.encrypt(Buffer.from(secret, 'utf8').toString('hex'), context(operatorId)),
    open: (operatorId: number, sealed: string) =>
      Buffer.from(cipher.decrypt(sealed, context(operatorId)), 'hex').toString('utf8'),
    /** The time step the code belongs to, or null when it is wrong, stale or already used. */
    check(secret: string, code: string, now: Date, lastStep: number | null): number | null {
      const epoch = Math.floor(now.getTime() / 1000);
      const result = verifySync({ secret, token: code, epoch, epochTolerance: periodSec });
      if (!result.valid) return null;
      const step = Math.floor(epoch / periodSec) + result.delta;
      return lastStep !== null && step <= lastStep ? null : step;
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;
