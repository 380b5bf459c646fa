import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes `content` to `dir/name` readable by this user only (0600, also when the file existed) and
 * returns its path; without a directory, a fresh private one under the system's temp directory.
 */
export function writeSecretFile(dir: string | undefined, name: string, content: string): string {
  const target = dir ?? mkdtempSync(join(tmpdir(), 'fairdraw-'));
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const file = join(target, name);
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}
