import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// MES_SECRET_KEY wins; otherwise one key is made for this data directory and kept beside the data it protects.
export function secretKeyFor(dataDir: string): string {
  if (process.env.MES_SECRET_KEY) return process.env.MES_SECRET_KEY;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key + '\n', { mode: 0o600 });
  return key;
}
