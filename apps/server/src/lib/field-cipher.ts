import { createHash, createHmac, hkdfSync } from 'node:crypto';

import { openAesGcm, sealAesGcm } from './seed-cipher';

/**
 * Personal data at rest (bank card numbers, wallet addresses; docs/security.md finding 11): AES-256-GCM
 * with the row's identity as associated data, stored as `v1:<keyId>:<iv.tag.ciphertext>`. The key id
 * (8 hex of the key's SHA-256) names the key that sealed it, so after a rotation rows sealed with a
 * previous key stay readable until the start-up backfill re-seals them (docs/operations.md).
 * Lookups (duplicate checks) use a keyed hash instead: HMAC-SHA-256 under a key derived from the
 * current key, so equal numbers hash equal without the table ever holding one in clear.
 */
export interface FieldCipher {
  seal(plain: string, context: string): string;
  open(stored: string, context: string): string;
  lookupHash(plain: string): string;
  /** What every value sealed with the current key starts with (others are re-sealed). */
  readonly currentPrefix: string;
  isSealed(stored: string): boolean;
}

const version = 'v1';

const keyOf = (hex: string, name: string): Buffer => {
  const key = Buffer.from(hex, 'hex');
  if (key.length !== 32 || !/^[0-9a-fA-F]{64}$/.test(hex))
    throw new RangeError(`${name} must be 64 hex characters`);
  return key;
};

/** A 32-byte key derived from another (AppConfigs built by hand without a card key: tests). */
export const deriveKeyHex = (keyHex: string, purpose: string): string =>
  Buffer.from(hkdfSync('sha256', Buffer.from(keyHex, 'hex'), Buffer.alloc(0), purpose, 32)).toString('hex');

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createFieldCipher(
  currentKeyHex: string,
  previousKeysHex: readonly string[] = [],
): FieldCipher {
  const current = keyOf(currentKeyHex, 'CARD_ENCRYPTION_KEY');
  const currentId = keyIdOf(current);
  const keys = new Map<string, Buffer>([[currentId, current]]);
  for (const hex of previousKeysHex) {
    const key = keyOf(hex, 'CARD_ENCRYPTION_PREVIOUS_KEYS');
    keys.set(keyIdOf(key), key);
  }
  const hashKey = Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), 'fairdraw lookup hash', 32));
  const prefix = `${version}:${currentId}:`;
  return {
    seal: (plain, context) => `${prefix}${sealAesGcm(current, Buffer.from(plain, 'utf8'), context)}`,
    open(stored, context) {
      const [v, keyId, sealed] = stored.split(':');
      if (v !== version || !keyId || !sealed) throw new Error('not a sealed field');
      const key = keys.get(keyId);
      if (!key) throw new Error(`field sealed with unknown key ${keyId}: set CARD_ENCRYPTION_PREVIOUS_KEYS`);
      return openAesGcm(key, sealed, context).toString('utf8');
    },
    lookupHash: (plain) => createHmac('sha256', hashKey).update(plain, 'utf8').digest('base64url'),
    currentPrefix: prefix,
    // Card numbers and addresses are letters and digits only: a colon means sealed.
    isSealed: (stored) => stored.startsWith(`${version}:`),
  };
}
