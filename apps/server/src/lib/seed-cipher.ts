import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Undrawn seeds at rest: AES-256-GCM with a fresh 12-byte IV each, the identity as
 * associated data (a ciphertext copied onto another issue fails to decrypt). Stored as
 * base64url `iv.tag.ciphertext`.
 */
export interface SeedCipher {
  encrypt(seedHex: string, context: string): string;
  decrypt(stored: string, context: string): string;
}

/** AES-256-GCM of `plain` bound to `context`: base64url `iv.tag.ciphertext` (also lib/field-cipher.ts). */
export function sealAesGcm(key: Buffer, plain: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openAesGcm(key: Buffer, sealed: string, context: string): Buffer {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

export function createSeedCipher(keyHex: string): SeedCipher {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new RangeError('DRAW_SEED_KEY must be 32 bytes (64 hex characters)');
  return {
    encrypt: (seedHex, context) => sealAesGcm(key, Buffer.from(seedHex, 'hex'), context),
    decrypt: (stored, context) => openAesGcm(key, stored, context).toString('hex'),
  };
}
