import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

export interface Secrets {
  jwtSecret: string;
  fundPasswordPepper: string;
  /** 32 bytes as 64 hex: encrypts every undrawn seed at rest (AES-256-GCM). */
  drawSeedKey: string;
  /** 32 bytes as 64 hex: encrypts bank card numbers and wallet addresses at rest (AES-256-GCM). */
  cardEncryptionKey: string;
}

const fileSchema = z.object({
  jwtSecret: z.string().min(32),
  fundPasswordPepper: z.string().min(16),
  // Absent in files written before draws existed: generated then and added to the file.
  drawSeedKey: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  cardEncryptionKey: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

const generators: { [K in keyof Secrets]: () => string } = {
  jwtSecret: () => randomBytes(48).toString('base64url'),
  fundPasswordPepper: () => randomBytes(32).toString('base64url'),
  drawSeedKey: () => randomBytes(32).toString('hex'),
  cardEncryptionKey: () => randomBytes(32).toString('hex'),
};

const generate = (): Secrets => ({
  jwtSecret: generators.jwtSecret(),
  fundPasswordPepper: generators.fundPasswordPepper(),
  drawSeedKey: generators.drawSeedKey(),
  cardEncryptionKey: generators.cardEncryptionKey(),
});

/**
 * Outside production the secrets may be omitted: they are generated once and kept in
 * DATA_DIR/secrets.json (mode 600), so sessions, fund passwords and undrawn seeds survive restarts.
 * A lost pepper would make every fund password unverifiable and a lost seed key every committed
 * issue undrawable, hence "generate once, then reuse". With `dataDir` null (in-memory test
 * databases) they are random per process.
 */
export function resolveSecrets(given: Partial<Secrets>, dataDir: string | null): Secrets {
  if (given.jwtSecret && given.fundPasswordPepper && given.drawSeedKey && given.cardEncryptionKey) {
    return {
      jwtSecret: given.jwtSecret,
      fundPasswordPepper: given.fundPasswordPepper,
      drawSeedKey: given.drawSeedKey,
      cardEncryptionKey: given.cardEncryptionKey,
    };
  }
  let stored: Secrets | undefined;
  if (dataDir) {
    const path = join(dataDir, 'secrets.json');
    if (existsSync(path)) {
      const file = fileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
      stored = {
        ...file,
        drawSeedKey: file.drawSeedKey ?? generators.drawSeedKey(),
        cardEncryptionKey: file.cardEncryptionKey ?? generators.cardEncryptionKey(),
      };
      if (!file.drawSeedKey || !file.cardEncryptionKey)
        writeFileSync(path, JSON.stringify(stored, null, 2), { mode: 0o600 });
    } else {
      stored = generate();
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
    }
  }
  const fallback = stored ?? generate();
  return {
    jwtSecret: given.jwtSecret ?? fallback.jwtSecret,
    fundPasswordPepper: given.fundPasswordPepper ?? fallback.fundPasswordPepper,
    drawSeedKey: given.drawSeedKey ?? fallback.drawSeedKey,
    cardEncryptionKey: given.cardEncryptionKey ?? fallback.cardEncryptionKey,
  };
}
