import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

export interface Secrets {
  jwtSecret: string;
  fundPasswordPepper: string;
}

const fileSchema = z.object({ jwtSecret: z.string().min(32), fundPasswordPepper: z.string().min(16) });

const generate = (): Secrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  fundPasswordPepper: randomBytes(32).toString('base64url'),
});

/**
 * Outside production the secrets may be omitted: they are generated once and kept in
 * DATA_DIR/secrets.json (mode 600), so sessions and fund passwords survive restarts. A losing
 * pepper would make every fund password unverifiable, hence "generate once, then reuse".
 * With `dataDir` null (in-memory test databases) they are random per process.
 */
export function resolveSecrets(given: Partial<Secrets>, dataDir: string | null): Secrets {
  if (given.jwtSecret && given.fundPasswordPepper) {
    return { jwtSecret: given.jwtSecret, fundPasswordPepper: given.fundPasswordPepper };
  }
  let stored: Secrets | undefined;
  if (dataDir) {
    const path = join(dataDir, 'secrets.json');
    if (existsSync(path)) {
      stored = fileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
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
  };
}
