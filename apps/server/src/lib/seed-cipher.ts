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

export function createSeedCipher(keyHex: string): SeedCipher {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new RangeError('DRAW_SEED_KEY must be 32 bytes (64 hex characters)');
  return {
    encrypt(seedHex, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(Buffer.from(seedHex, 'hex')), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(stored, context) {
      const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed encrypted seed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('hex');
    },
  };
}
