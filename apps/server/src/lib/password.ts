import { hash, verify } from '@node-rs/argon2';

import { randomSecret } from './ids';

/** argon2id's memory (KiB) and passes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 10–14 ms). The library's default
// algorithm is argon2id; the `Algorithm` enum is a const enum that isolatedModules cannot import.
export const owaspPasswordHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export interface PasswordHasher {
  hashLogin(password: string): Promise<string>;
  /** Compares against a dummy hash when `stored` is null, so unknown accounts cost the same time. */
  verifyLogin(stored: string | null, password: string): Promise<boolean>;
  hashFund(password: string): Promise<string>;
  verifyFund(stored: string | null, password: string): Promise<boolean>;
}

/** Fund passwords (6 digits, a tiny space) also carry a server-side pepper kept out of the database. */
export async function createPasswordHasher(
  fundPepper: string,
  cost: PasswordHashCost = owaspPasswordHashCost,
): Promise<PasswordHasher> {
  const params = { ...cost, parallelism: 1 };
  const secret = Buffer.from(fundPepper, 'utf8');
  const dummyHash = await hash(randomSecret(), params);
  const safeVerify = async (stored: string | null, password: string, withSecret: boolean) => {
    try {
      const ok = await verify(stored ?? dummyHash, password, withSecret ? { ...params, secret } : params);
      return ok && stored !== null;
    } catch {
      return false;
    }
  };
  return {
    hashLogin: (password) => hash(password, params),
    verifyLogin: (stored, password) => safeVerify(stored, password, false),
    hashFund: (password) => hash(password, { ...params, secret }),
    verifyFund: (stored, password) => safeVerify(stored, password, true),
  };
}
