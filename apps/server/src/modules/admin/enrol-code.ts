import { createHash, randomInt } from 'node:crypto';

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
  return createHash('sha256')
    .update(code.toUpperCase().replace(/[\s-]/g, ''))
    .digest('hex');
}
